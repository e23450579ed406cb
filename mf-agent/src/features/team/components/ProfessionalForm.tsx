import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mountOf } from 'shared-build/apps';
import { Button, Card } from 'shared-ui';
import { Checkbox, FormError, Input } from 'shared-ui/widgets';
import { AvailabilityErrors } from '../../../components/week/AvailabilityErrors';
import { WeekEditor } from '../../../components/week/WeekEditor';
import type { TeamService } from '../api/teamApi';
import type { ProfessionalRow } from '../api/teamRest';
import { useProfessionalForm } from '../hooks/useProfessionalForm';
import { TEAM_MESSAGES } from '../messages';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ProfessionalFormProps {
  userId: string;
  /** null: 'Adicionar profissional'. */
  professional: ProfessionalRow | null;
  titular: ProfessionalRow | undefined;
  services: readonly TeamService[];
  ordem: number;
  onDone: () => void;
}

/**
 * A professional's name, week (the Agenda step's rows; the titular's is the Agenda step itself, linked)
 * and the services they perform (none checked: all of them).
 */
export function ProfessionalForm({ userId, professional, titular, services, ordem, onDone }: ProfessionalFormProps) {
  const form = useProfessionalForm({ userId, professional, titular, ordem, onSaved: onDone });
  const isTitular = Boolean(professional?.titular);
  return (
    <Card as="section" title={professional ? `Editar ${professional.nome}` : 'Novo profissional'}>
      <Stack>
        <Input
          label="Nome"
          value={form.draft.nome}
          maxLength={100}
          autoComplete="off"
          disabled={form.saving}
          onChange={(event) => form.setNome(event.target.value)}
        />
        <Fieldset>
          <legend>Dias e horários</legend>
          {isTitular ? (
            <Muted>
              {TEAM_MESSAGES.titularNote}: <Link to={mountOf('mf_agent')}>altere-os na etapa Agenda</Link>.
            </Muted>
          ) : (
            <WeekEditor dias={form.draft.dias} editor={form} disabled={form.saving} />
          )}
        </Fieldset>
        <Fieldset>
          <legend>Serviços que realiza</legend>
          <Muted>Nenhum marcado: realiza todos os serviços.</Muted>
          {services.length === 0 && <Muted>Nenhum serviço cadastrado na etapa Produtos/Serviços.</Muted>}
          {services.map((service) => (
            <Checkbox
              key={service.codigo}
              label={service.nome}
              checked={form.draft.servicos.includes(service.codigo)}
              disabled={form.saving}
              onChange={(event) => form.toggleService(service.codigo, event.target.checked)}
            />
          ))}
        </Fieldset>
        <AvailabilityErrors errors={form.errors} />
        <FormError>{form.refusal}</FormError>
        <Actions>
          <Button onClick={form.save} busy={form.saving} busyLabel="Salvando...">
            Salvar
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={form.saving}>
            Cancelar
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}
