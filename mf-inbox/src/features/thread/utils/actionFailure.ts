import { FunctionCallError } from 'shared-auth';
import type { ConversationAction } from '../api/conversationAction';

const FAILED: Record<ConversationAction, string> = {
  enviar: 'Não foi possível enviar a mensagem. Tente novamente.',
  enviar_modelo: 'Não foi possível enviar o modelo. Tente novamente.',
  assumir: 'Não foi possível assumir a conversa. Tente novamente.',
  devolver: 'Não foi possível devolver a conversa ao assistente. Tente novamente.',
  concluir: 'Não foi possível concluir o atendimento. Tente novamente.',
  midia: 'Não foi possível abrir a mídia. Tente novamente.',
};

/** Codes of a call that got no answer of the function's own (its message is not for the owner). */
const TRANSPORT = new Set(['network_error', 'http_error']);

/** What the owner reads when an action fails: the function's own pt-BR message, else the action's. */
export function actionFailure(error: unknown, acao: ConversationAction): string {
  if (error instanceof FunctionCallError && !TRANSPORT.has(error.code) && error.message) return error.message;
  return FAILED[acao];
}

/**
 * The function's own refusal of free text on the Cloud API outside the client's 24-hour window
 * (409 outside_window): the thread offers the approved template instead of a toast.
 */
export function isOutsideWindow(error: unknown): boolean {
  return error instanceof FunctionCallError && error.code === 'outside_window';
}
