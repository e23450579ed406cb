// What the site shares as 'react-router-dom': the component router API the apps use, re-exported
// from the real package. A shared module keeps every export it has (the remotes may use any), so
// sharing the whole package would ship its data-router layer (createBrowserRouter, loaders,
// fetchers) that no app uses: about 26 KB gzip on every page instead of about 9.
// The deep path is deliberate: a bare 'react-router-dom' here would be consumed from the share
// scope, that is, from this very module. A remote that needs another export adds it here: only what
// ships is listed, and a test checks every app's imports against it.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
