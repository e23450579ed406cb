import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/widgets';
import type { Credential } from '../types';

export interface DeleteCredentialDialogProps {
  /** The entry to delete; null keeps the dialog closed. */
  credential: Credential | null;
  onClose: () => void;
  onConfirm: (credential: Credential) => void;
}

/** Delete confirmation (spec 2 §4): names the entry and says it cannot be undone. */
export function DeleteCredentialDialog({ credential, onClose, onConfirm }: DeleteCredentialDialogProps) {
  return (
    <Dialog
      open={credential !== null}
      onClose={onClose}
      role="alertdialog"
      title="Excluir credencial"
      description={
        credential
          ? `Tem certeza de que deseja excluir a credencial "${credential.name}"? Esta ação não pode ser desfeita.`
          : undefined
      }
      maxWidth={425}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => credential && onConfirm(credential)}>
            Excluir
          </Button>
        </>
      }
    />
  );
}
