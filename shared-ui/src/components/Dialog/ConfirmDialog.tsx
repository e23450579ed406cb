import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What will happen, naming the item (read by screen readers when the dialog opens). */
  description?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs. */
  busyLabel?: string;
  /**
   * The confirmed action. It may be async: both buttons wait for it, and the dialog closes only
   * when it does not answer false (a failure keeps it open to try again).
   */
  onConfirm: () => void | boolean | Promise<void | boolean>;
}

/** A destructive action's confirmation (role alertdialog): cancel first, the danger button last. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const outcome = await onConfirm();
    setBusy(false);
    if (outcome !== false) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={title}
      description={description}
      maxWidth={425}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
