import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatPhone } from 'shared-domain';
import { Button } from 'shared-ui';
import { Dialog, DialogActions, DialogForm, fieldBinder, useFirstErrorFocus, Input, Select } from 'shared-ui/widgets';
import { SLOT_TAKEN_MESSAGE } from '../api/appointmentWriteError';
import type { WriteOutcome } from '../types';
import {
  emptyAppointmentForm,
  toNewAppointment,
  validateAppointmentForm,
  type AppointmentForm,
  type AppointmentFormErrors,
  type NewAppointmentFields,
} from '../utils/appointmentForm';
import { defaultProfessional, professionalOptions, type Team } from '../utils/team';

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Description = styled.textarea`
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    border-color: transparent;
  }
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const LOCAL_OPTIONS = [
  { value: 'Presencial', label: 'Presencial' },
  { value: 'Online', label: 'Online' },
];

export interface CreateAppointmentDialogProps {
  open: boolean;
  /** The day the form starts with (the one the views are on). */
  initialDate: string;
  onClose: () => void;
  /**
   * Resolves 'saved' when saved: the dialog then closes. Otherwise it stays open with what was typed;
   * a taken time also marks the start time with the reason.
   */
  onCreate: (fields: NewAppointmentFields) => Promise<WriteOutcome>;
  /** The create is on its way: 'Criar Agendamento' waits and 'Cancelar' is off. */
  busy: boolean;
  /** Who works in the business: with more than one, 'Profissional' is asked (the active ones). */
  team: Team;
  /** The professional the agenda is filtered by: the select starts on them (else on the titular). */
  preferredProfessional?: string;
}

function CreateForm({
  initialDate,
  onClose,
  onCreate,
  busy,
  team,
  preferredProfessional,
}: Omit<CreateAppointmentDialogProps, 'open'>) {
  const [form, setForm] = useState<AppointmentForm>(() => emptyAppointmentForm(initialDate));
  // null: not chosen here, the default (which follows the team once it is read).
  const [chosen, setChosen] = useState<string | null>(null);
  const professional = chosen ?? defaultProfessional(team, [preferredProfessional]);
  const [errors, setErrors] = useState<AppointmentFormErrors>({});
  const { formRef, focusFirstError } = useFirstErrorFocus(errors);
  const field = fieldBinder(form, setForm, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAppointmentForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    const fields = toNewAppointment(form);
    const outcome = await onCreate(team.isTeam && professional ? { ...fields, id_profissional: professional } : fields);
    if (outcome === 'saved') onClose();
    else if (outcome === 'slot_taken') {
      setErrors({ inicio: SLOT_TAKEN_MESSAGE });
      focusFirstError();
    }
  };

  return (
    <DialogForm ref={formRef} noValidate onSubmit={submit}>
      <Input label="Nome" required autoComplete="off" {...field('nome')} />
      <Input label="Data" type="date" required {...field('data')} />
      <Times>
        <Input label="Início" type="time" required {...field('inicio')} />
        <Input label="Fim" type="time" required {...field('fim')} />
      </Times>
      {team.isTeam && (
        <Select
          label="Profissional"
          options={professionalOptions(team)}
          name="id_profissional"
          value={professional}
          onChange={(event) => setChosen(event.target.value)}
        />
      )}
      <Select
        label="Local"
        options={LOCAL_OPTIONS}
        name="local"
        value={form.local}
        onChange={(event) => setForm((f) => ({ ...f, local: event.target.value as AppointmentForm['local'] }))}
      />
      <Input
        label="Telefone"
        type="tel"
        inputMode="tel"
        required
        autoComplete="off"
        {...field('num_cliente', formatPhone)}
      />
      <Input
        label="E-mail do cliente (opcional)"
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        {...field('email_cliente')}
      />
      <Label>
        Descrição
        <Description
          name="desc_agendamento"
          value={form.desc_agendamento}
          onChange={(event) => setForm((f) => ({ ...f, desc_agendamento: event.target.value }))}
        />
      </Label>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" busy={busy} busyLabel="Salvando...">
          Criar Agendamento
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/**
 * 'Novo Agendamento': at most 425 px wide; the form starts empty each time it opens. With a team it
 * asks 'Profissional' (saved as id_profissional); a one-person business books its titular.
 */
export function CreateAppointmentDialog({ open, ...rest }: CreateAppointmentDialogProps) {
  return (
    <Dialog open={open} onClose={rest.onClose} title="Novo Agendamento" maxWidth={425}>
      <CreateForm {...rest} />
    </Dialog>
  );
}
