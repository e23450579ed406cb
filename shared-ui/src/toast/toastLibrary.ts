// What loads lazily: react-hot-toast's store and the Toaster view (about 5 KB gzip that no page needs
// before it shows something). One chunk, one module-level store for the page.
export { toast as hotToast } from 'react-hot-toast';
export { ToasterView } from './ToasterView';
