import styled from 'styled-components';
import { Button } from 'shared-ui';
import type { Conversation } from '../../../lib/types';
import type { ThreadAction } from '../api/conversationAction';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface ThreadActionsProps {
  conversation: Pick<Conversation, 'estado' | 'atendimento_id'>;
  pending: ThreadAction | undefined;
  onAction: (acao: Exclude<ThreadAction, 'enviar' | 'enviar_modelo'>) => void;
}

/**
 * What the owner can do now: take the conversation over while the assistant answers it, give it back
 * while it waits for them or they answer, and close the attendance that is open.
 */
export function ThreadActions({ conversation, pending, onAction }: ThreadActionsProps) {
  const busy = pending !== undefined;
  const { estado } = conversation;
  return (
    <Row>
      {estado === 'assistente' && (
        <Button size="sm" busy={pending === 'assumir'} disabled={busy} onClick={() => onAction('assumir')}>
          Assumir conversa
        </Button>
      )}
      {(estado === 'aguardando' || estado === 'voce') && (
        <Button
          size="sm"
          variant="secondary"
          busy={pending === 'devolver'}
          disabled={busy}
          onClick={() => onAction('devolver')}
        >
          Devolver ao assistente
        </Button>
      )}
      {conversation.atendimento_id && (
        <Button
          size="sm"
          variant="secondary"
          busy={pending === 'concluir'}
          disabled={busy}
          onClick={() => onAction('concluir')}
        >
          Concluir
        </Button>
      )}
    </Row>
  );
}
