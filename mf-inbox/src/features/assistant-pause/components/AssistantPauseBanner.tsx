import styled from 'styled-components';
import { useAssistantPause } from '../api/assistantPauseQuery';

/** Why the assistant is silent for the rest of the day, and what the owner can do. */
export const ASSISTANT_PAUSED =
  'O assistente atingiu o limite diário de atendimentos e volta a responder à meia-noite. Até lá, responda aos clientes por aqui.';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
`;

/** Above the inbox while the owner's assistant is paused for the day; nothing otherwise. */
export function AssistantPauseBanner({ userId }: { userId: string }) {
  const pause = useAssistantPause(userId);
  if (!pause.data) return null;
  return <Notice role="status">{ASSISTANT_PAUSED}</Notice>;
}
