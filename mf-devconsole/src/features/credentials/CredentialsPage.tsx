import { useEffect, useRef, useState } from 'react';
import { Button, Card } from 'shared-ui';
import { EmptyState, PageHeader, PageStack } from 'shared-ui/widgets';
import { CredentialFormDialog } from './components/CredentialFormDialog';
import { CredentialList } from './components/CredentialList';
import { DeleteCredentialDialog } from './components/DeleteCredentialDialog';
import { useCredentials } from './hooks/useCredentials';
import type { Credential, CredentialFields } from './types';

type FormState = { mode: 'create' } | { mode: 'edit'; credential: Credential } | null;

/** 'Gerenciamento de Credenciais': a local list with create, edit, delete and reveal. */
export function CredentialsPage({ initial }: { initial?: readonly Credential[] }) {
  const { credentials, save, remove } = useCredentials(initial);
  const [formState, setFormState] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Credential | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const createButton = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);

  // A dialog gives focus back to what opened it; when that is gone (the deleted card, the empty
  // state's button), focus goes to the create button rather than being lost on the page body.
  useEffect(() => {
    if (!restoreFocus.current || formState || deleting) return;
    restoreFocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) createButton.current?.focus();
  }, [formState, deleting, credentials]);

  const closeForm = () => {
    restoreFocus.current = true;
    setFormState(null);
  };
  const closeDelete = () => {
    restoreFocus.current = true;
    setDeleting(null);
  };
  const toggleReveal = (id: string) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const saveForm = (fields: CredentialFields) =>
    save(fields, formState?.mode === 'edit' ? formState.credential.id : undefined);
  // The dialog closes itself after confirming (through closeDelete).
  const confirmDelete = (credential: Credential) => {
    remove(credential.id);
  };

  const openCreate = () => setFormState({ mode: 'create' });
  const createLabel = 'Nova Credencial';
  const empty = credentials.length === 0;

  return (
    <PageStack>
      <PageHeader
        title="Gerenciamento de Credenciais"
        subtitle="As alterações ficam apenas nesta página: nada é enviado nem salvo, e ao recarregar a lista volta aos exemplos."
        actions={
          !empty && (
            <Button ref={createButton} onClick={openCreate}>
              {createLabel}
            </Button>
          )
        }
      />
      {empty ? (
        <Card>
          <EmptyState title="Nenhuma credencial cadastrada" description="Cadastre uma credencial para vê-la aqui.">
            <Button ref={createButton} onClick={openCreate}>
              {createLabel}
            </Button>
          </EmptyState>
        </Card>
      ) : (
        <CredentialList
          credentials={credentials}
          revealed={revealed}
          onToggleReveal={toggleReveal}
          onEdit={(credential) => setFormState({ mode: 'edit', credential })}
          onDelete={setDeleting}
        />
      )}
      <CredentialFormDialog
        open={formState !== null}
        editing={formState?.mode === 'edit' ? formState.credential : null}
        onClose={closeForm}
        onSave={saveForm}
      />
      <DeleteCredentialDialog credential={deleting} onClose={closeDelete} onConfirm={confirmDelete} />
    </PageStack>
  );
}
