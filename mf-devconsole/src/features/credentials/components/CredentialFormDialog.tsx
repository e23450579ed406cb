import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import {
  Dialog,
  DialogActions,
  DialogForm,
  fieldBinder,
  useFirstErrorFocus,
  Input,
  PasswordInput,
  Select,
  Textarea,
} from 'shared-ui/widgets';
import type { SaveOutcome } from '../hooks/useCredentials';
import type { Credential, CredentialFields } from '../types';
import {
  DUPLICATE_NAME,
  EMPTY_CREDENTIAL_FORM,
  formFromCredential,
  toCredentialFields,
  validateCredentialForm,
  type CredentialForm,
  type CredentialFormErrors,
} from '../utils/credentialForm';
import { CATEGORY_OPTIONS, ENVIRONMENT_OPTIONS } from '../utils/labels';

const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export interface CredentialFormDialogProps {
  open: boolean;
  /** The entry being edited; null for 'Nova Credencial'. */
  editing: Credential | null;
  onClose: () => void;
  /** Success closes the dialog; a refusal keeps it open with what was typed. */
  onSave: (fields: CredentialFields) => SaveOutcome;
}

function CredentialFormBody({ editing, onClose, onSave }: Omit<CredentialFormDialogProps, 'open'>) {
  const [form, setForm] = useState<CredentialForm>(() =>
    editing ? formFromCredential(editing) : EMPTY_CREDENTIAL_FORM,
  );
  const [errors, setErrors] = useState<CredentialFormErrors>({});
  const { formRef, focusFirstError } = useFirstErrorFocus(errors);
  const field = fieldBinder(form, setForm, errors);

  // A required field's message goes away as soon as it is edited.
  const required = (name: 'name' | 'value') => {
    const bound = field(name);
    return {
      ...bound,
      onChange: (event: { target: { value: string } }) => {
        bound.onChange(event);
        setErrors(({ [name]: _dropped, ...rest }) => rest);
      },
    };
  };

  const refuse = (found: CredentialFormErrors) => {
    focusFirstError();
    setErrors(found);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentialForm(form);
    if (Object.keys(found).length > 0) return refuse(found);
    const outcome = onSave(toCredentialFields(form));
    if (outcome.ok) onClose();
    else if (outcome.reason === 'duplicate') refuse({ name: DUPLICATE_NAME });
  };

  return (
    <DialogForm ref={formRef} noValidate onSubmit={submit}>
      <Input label="Nome" required autoComplete="off" {...required('name')} />
      <PasswordInput
        label="Valor"
        required
        autoComplete="off"
        spellCheck={false}
        showPasswordLabel="Mostrar valor"
        hidePasswordLabel="Ocultar valor"
        {...required('value')}
      />
      <Textarea label="Descrição" rows={3} {...field('description')} />
      <Selects>
        <Select
          label="Ambiente"
          name="environment"
          options={ENVIRONMENT_OPTIONS}
          value={form.environment}
          onChange={(e) => setForm((f) => ({ ...f, environment: e.target.value as CredentialForm['environment'] }))}
        />
        <Select
          label="Categoria"
          name="category"
          options={CATEGORY_OPTIONS}
          value={form.category}
          onChange={(e) => setForm((f) => ({ ...f, category: e.target.value as CredentialForm['category'] }))}
        />
      </Selects>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit">Salvar</Button>
      </DialogActions>
    </DialogForm>
  );
}

/** Create or edit dialog; the form starts afresh each time it opens. */
export function CredentialFormDialog({ open, editing, onClose, onSave }: CredentialFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Editar Credencial' : 'Nova Credencial'}
      description="Fica apenas nesta página: nada é enviado nem salvo."
      maxWidth={480}
    >
      <CredentialFormBody key={editing?.id ?? 'new'} editing={editing} onClose={onClose} onSave={onSave} />
    </Dialog>
  );
}
