// shared-ui/widgets: form controls, dialog, tabs, table and the sidebar layout, a separate shared entry
// (see index.ts) so public pages that need none of them stay light.

// Type-only import (erased at build time) that brings the DefaultTheme augmentation to every importer.
import type {} from './styled';

export { FormError } from './components/FormError/FormError';
export { fieldBinder, type BoundField } from './form/fieldBinder';
export { useFirstErrorFocus } from './form/useFirstErrorFocus';
export { Input, type InputProps } from './components/Input/Input';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput/PasswordInput';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  SegmentedControl,
  type SegmentedControlOption,
  type SegmentedControlProps,
} from './components/SegmentedControl/SegmentedControl';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { DialogActions, DialogForm } from './components/Dialog/DialogLayout';
export { ConfirmDialog, type ConfirmDialogProps } from './components/Dialog/ConfirmDialog';
export { Tabs, type TabItem, type TabsProps, type TabStatus } from './components/Tabs/Tabs';
export { Table, type TableColumn, type TableProps } from './components/Table/Table';
export {
  SidebarLayout,
  type SidebarLayoutProps,
  type SidebarNavGroup,
  type SidebarNavItem,
} from './components/SidebarLayout/SidebarLayout';
export { PageHeader, PageStack } from './components/PageHeader/PageHeader';
// The owner's public booking page: link, copy, QR code (the QR library loads only when the card shows).
export { BookingPageCard, type BookingPageCardProps } from './components/BookingPageCard/BookingPageCard';
// Pages that save files (the agenda's CSV export, the products template) already load the widgets.
export { downloadTextFile } from './files/downloadTextFile';

// Data read on mount and on request: one loading / error / ready state for every signed-in page.

// Work that waits until its element is near the screen (a QR code, a chart below the fold).
export { useNearViewport } from './hooks/useNearViewport';

// What a page shows when it has nothing to list yet, or when its data could not be read: never on
// the landing's first screen.
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState';
