import { ConfirmDialog } from 'shared-ui/widgets';
import type { Credential } from '../types';

export interface DeleteCredentialDialogProps {
  /** The entry to delete; null keeps the dialog closed. */
  credential: Credential | null;
  onClose: () => void;
  onConfirm: (credential: Credential) => void;
}

/** Delete confirmation: names the entry and says it cannot be undone. */
export function DeleteCredentialDialog({ credential, onClose, onConfirm }: DeleteCredentialDialogProps) {
  return (
    <ConfirmDialog
      open={credential !== null}
      onClose={onClose}
      title="Excluir credencial"
      description={
        credential
          ? `Tem certeza de que deseja excluir a credencial "${credential.name}"? Esta ação não pode ser desfeita.`
          : undefined
      }
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      onConfirm={() => {
        if (credential) onConfirm(credential);
      }}
    />
  );
}
