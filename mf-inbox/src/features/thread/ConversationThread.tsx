import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Spinner } from 'shared-ui';
import { EmptyState, ErrorState } from 'shared-ui/widgets';
import { channelLine, formatPhone, OUTSIDE_WINDOW_MESSAGE } from 'shared-domain';
import { clientName } from '../../lib/clientName';
import { STATE_BADGES } from '../../lib/conversationState';
import { FLOODING_LABEL, floodingNotice, isFlooding } from '../../lib/flooding';
import type { Conversation } from '../../lib/types';
import { useConversation, useMessages, useWhatsappConnection } from './api/threadQueries';
import { Composer } from './components/Composer';
import { MessageList } from './components/MessageList';
import { ResumeTemplateButton } from './components/ResumeTemplateButton';
import { ThreadActions } from './components/ThreadActions';
import { useConversationActions } from './hooks/useConversationActions';
import { useSendWindow } from './hooks/useSendWindow';
import { AGENT_SETUP, appointmentsLink } from './utils/appointmentsLink';

/** Why sending is off while the owner's WhatsApp is disconnected (the function's own words). */
export const DISCONNECTED =
  'Seu WhatsApp está desconectado. Conecte-o na configuração do agente para enviar mensagens.';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    flex: 1;
    min-height: 0;
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Which WhatsApp the business answers on: the QR code or Meta's official API.
const Channel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Reason = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Beside the list (wide screens) the thread needs no way back.
const Back = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

interface ConversationThreadProps {
  userId: string;
  conversationId: string;
  /** 'Voltar' (on a phone the thread replaces the list). */
  onBack: () => void;
}

/** One conversation: who, its state and actions, the transcript and the owner's answer. */
export function ConversationThread({ userId, conversationId, onBack }: ConversationThreadProps) {
  const conversation = useConversation(userId, conversationId);
  const back = (
    <Back>
      <Button variant="ghost" size="sm" onClick={onBack}>
        Voltar
      </Button>
    </Back>
  );

  if (conversation.isPending) {
    return (
      <Root aria-label="Conversa">
        {back}
        <Spinner label="Carregando conversa..." showLabel />
      </Root>
    );
  }
  if (conversation.isError && !conversation.data) {
    return (
      <Root aria-label="Conversa">
        {back}
        <ErrorState
          title="Não foi possível carregar a conversa"
          titleAs="h2"
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching}
        />
      </Root>
    );
  }
  if (!conversation.data) {
    return (
      <Root aria-label="Conversa">
        {back}
        <EmptyState title="Conversa não encontrada." titleAs="h2" />
      </Root>
    );
  }
  return (
    <Root aria-label={`Conversa com ${clientName(conversation.data)}`}>
      {back}
      <OpenThread userId={userId} conversation={conversation.data} />
    </Root>
  );
}

function OpenThread({ userId, conversation }: { userId: string; conversation: Conversation }) {
  const messages = useMessages(userId, conversation.id);
  const whatsapp = useWhatsappConnection(userId);
  const channel = whatsapp.data?.channel;
  const sendWindow = useSendWindow(conversation, channel);
  const { run, pending } = useConversationActions(userId, conversation.id, { onOutsideWindow: sendWindow.refused });
  const badge = STATE_BADGES[conversation.estado];
  // Only a read that says so blocks sending; an unknown state leaves it to the function.
  const disconnected = whatsapp.data?.connected === false;
  const flooding = isFlooding(conversation);

  return (
    <>
      <Header>
        <Title>{clientName(conversation)}</Title>
        <Line>
          {conversation.nome?.trim() && <span>{formatPhone(conversation.telefone)}</span>}
          <Badge tone={badge.tone}>{badge.label}</Badge>
          {conversation.opt_out_em && <Badge tone="danger">Não recebe lembretes (SAIR)</Badge>}
          {flooding && <Badge tone="danger">{FLOODING_LABEL}</Badge>}
          <TextLink to={appointmentsLink(conversation.telefone)}>Ver agendamentos do cliente</TextLink>
        </Line>
        {channel && <Channel>{channelLine(channel)}</Channel>}
        {flooding && conversation.muitas_mensagens_ate && (
          <Reason>{floodingNotice(conversation.muitas_mensagens_ate)}</Reason>
        )}
        {conversation.estado === 'aguardando' && conversation.motivo_transferencia && (
          <Reason>
            <strong>Motivo da transferência:</strong> {conversation.motivo_transferencia}
          </Reason>
        )}
        <ThreadActions conversation={conversation} pending={pending} onAction={(acao) => void run(acao)} />
      </Header>
      {messages.isPending ? (
        <Spinner label="Carregando mensagens..." showLabel />
      ) : messages.isError && !messages.data ? (
        <ErrorState
          title="Não foi possível carregar as mensagens"
          titleAs="h3"
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : (
        <MessageList messages={messages.data} conversation={conversation} />
      )}
      <Composer
        onSend={(text) => run('enviar', text)}
        sending={pending === 'enviar'}
        blocked={
          disconnected ? (
            <>
              {DISCONNECTED} <TextLink to={AGENT_SETUP}>Abrir configuração do agente</TextLink>
            </>
          ) : sendWindow.outside ? (
            OUTSIDE_WINDOW_MESSAGE
          ) : undefined
        }
        instead={
          !disconnected && sendWindow.outside ? (
            <ResumeTemplateButton
              onSend={() => void run('enviar_modelo')}
              sending={pending === 'enviar_modelo'}
              disabled={pending !== undefined}
            />
          ) : undefined
        }
      />
    </>
  );
}
