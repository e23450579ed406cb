import type { BadgeTone } from 'shared-ui';
import type { ConversationState } from './types';

/** What the owner reads for each state, and its badge's tone (the text carries the meaning). */
export const STATE_BADGES: Record<ConversationState, { label: string; tone: BadgeTone }> = {
  assistente: { label: 'Assistente', tone: 'brand' },
  aguardando: { label: 'Aguardando você', tone: 'warning' },
  voce: { label: 'Você', tone: 'info' },
  concluida: { label: 'Concluída', tone: 'neutral' },
};
