import { Link } from 'react-router-dom';
import { pagePath } from 'shared-build/apps';
import styled from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { FunctionCallError } from 'shared-auth';
import { Badge, Button, Card, toast } from 'shared-ui';
import { BookingPageCard } from 'shared-ui/widgets';
import type { Activation } from './api/activateAgent';
import { useActivateAgent } from './api/useActivateAgent';
import { REVIEW_MESSAGES } from './messages';
import { DetailList } from '../../components/DetailList';

const Summary = DetailList;

const Checklist = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
`;

export interface ChecklistItem {
  label: string;
  done: boolean;
  /** Shown after the label, e.g. the WhatsApp channel in use: 'WhatsApp: QR Code'. */
  detail?: string;
}

export interface ReviewStepProps {
  agentName: string;
  active: boolean;
  /** The four steps activation needs, in order. */
  checklist: readonly ChecklistItem[];
  onActivated: (activation: Activation) => void;
}

/** The server's refusals the step explains in place (anything else: the toast alone). */
const REFUSALS: Partial<Record<string, string>> = {
  incomplete: REVIEW_MESSAGES.incomplete,
  subscription_inactive: REVIEW_MESSAGES.subscriptionInactive,
};
const PLAN = pagePath('mf_dashboard', 'plan');

/** Finalizar: summary, checklist, the pending warning, 'Ativar Assistente' and the owner's booking page. */
export function ReviewStep({ agentName, active, checklist, onActivated }: ReviewStepProps) {
  const bookingSlug = useAuthStore((s) => s.profile?.booking_slug);
  const activate = useActivateAgent((activation) => {
    toast.success(REVIEW_MESSAGES.activated);
    if (!activation.webhookRegistered) toast(REVIEW_MESSAGES.webhookPending);
    onActivated(activation);
  });
  // The server's refusal of the last try, shown until the next one starts.
  const { error } = activate;
  const refusal = error instanceof FunctionCallError ? REFUSALS[error.code] : undefined;
  const ready = checklist.every((item) => item.done);

  return (
    <Stack>
      <Card as="section" title="Resumo" titleAs="h2">
        <Summary>
          <dt>Agente</dt>
          <dd>{agentName}</dd>
          <dt>Status</dt>
          <dd>
            <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Ativo' : 'Rascunho'}</Badge>
          </dd>
        </Summary>
      </Card>
      <Card as="section" title="Etapas" titleAs="h2">
        <Checklist>
          {checklist.map((item) => (
            <li key={item.label}>
              <span>{item.detail ? `${item.label}: ${item.detail}` : item.label}</span>
              <Badge tone={item.done ? 'success' : 'warning'}>{item.done ? 'Concluído' : 'pendente'}</Badge>
            </li>
          ))}
        </Checklist>
      </Card>
      {!ready && <Warning role="status">{REVIEW_MESSAGES.pending}</Warning>}
      {refusal && (
        <Warning role="alert">
          {refusal}
          {error instanceof FunctionCallError && error.code === 'subscription_inactive' && (
            <>
              {' '}
              <Link to={PLAN}>Ir para Meu Plano</Link>
            </>
          )}
        </Warning>
      )}
      <div>
        <Button
          onClick={() => activate.mutate()}
          disabled={!ready}
          busy={activate.isPending}
          busyLabel="Finalizando..."
        >
          Ativar Assistente
        </Button>
      </div>
      {bookingSlug && <BookingPageCard slug={bookingSlug} />}
    </Stack>
  );
}
