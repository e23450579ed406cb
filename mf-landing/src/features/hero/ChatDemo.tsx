import styled from 'styled-components';
import { VisuallyHidden } from 'shared-ui';
import { CHAT_DEMO_BUSINESS, CHAT_DEMO_MESSAGES } from './chatScript';

const Phone = styled.figure`
  width: 100%;
  max-width: 400px;
  margin: 0 auto;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 20px;
  background: #efeae2;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: #075e54;
  color: #ffffff;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  flex: none;
  border-radius: 50%;
  background: #ffffff;
  color: #075e54;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.2;

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
`;

const Bubble = styled.li<{ $isUser: boolean; $highlight: boolean }>`
  max-width: 85%;
  align-self: ${({ $isUser }) => ($isUser ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.success : 'transparent')};
  background: ${({ $isUser, $highlight, theme }) =>
    $highlight ? theme.colors.successSubtle : $isUser ? '#d9fdd3' : '#ffffff'};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $highlight }) => ($highlight ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow-wrap: anywhere;

  svg {
    vertical-align: -3px;
    margin-right: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.successStrong};
  }
`;

const Caption = styled.figcaption`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.gray[700]};
  text-align: center;
`;

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d="M4.5 8.3l2.3 2.3 4.7-4.8" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The scripted conversation, all messages at once (no typing animation). */
export function ChatDemo() {
  return (
    <Phone>
      <TopBar>
        <Avatar aria-hidden="true">V</Avatar>
        <Who>
          <strong>{CHAT_DEMO_BUSINESS}</strong>
          <small>Assistente virtual · online</small>
        </Who>
      </TopBar>
      <Messages aria-label={`Conversa de exemplo com a ${CHAT_DEMO_BUSINESS}`}>
        {CHAT_DEMO_MESSAGES.map((message) => (
          <Bubble key={message.text} $isUser={message.isUser} $highlight={message.highlight}>
            <VisuallyHidden>{message.isUser ? 'Paciente: ' : 'Assistente: '}</VisuallyHidden>
            {message.highlight && <CheckIcon />}
            {message.text}
          </Bubble>
        ))}
      </Messages>
      <Caption>Exemplo de agendamento de consulta feito pelo assistente, sem ninguém da recepção.</Caption>
    </Phone>
  );
}
