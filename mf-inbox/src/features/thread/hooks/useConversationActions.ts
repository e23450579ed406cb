import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'shared-ui';
import { inboxKeys } from '../../../lib/queryKeys';
import { sentMessage, type ChatMessage, type Conversation } from '../../../lib/types';
import { conversationAction, type ThreadAction } from '../api/conversationAction';
import { actionFailure, isOutsideWindow } from '../utils/actionFailure';

interface Variables {
  acao: ThreadAction;
  texto?: string;
}

interface Options {
  /** 'Enviar' refused because the client last wrote more than 24 hours ago (Cloud API): no toast. */
  onOutsideWindow?: () => void;
}

/**
 * The thread's actions, one mutation: 'Enviar', 'Enviar modelo', 'Assumir conversa', 'Devolver ao
 * assistente', 'Concluir'. A refusal toasts the function's own pt-BR message (but 'Enviar' outside the
 * 24-hour window, which the thread shows in place). What the function answers goes into the thread at
 * once; then the list, the thread and the menu's count are read again.
 */
export function useConversationActions(userId: string, conversationId: string, { onOutsideWindow }: Options = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ acao, texto }: Variables) => conversationAction(acao, conversationId, texto),
    meta: { errorLabel: '[inbox] action' },
    onError: (error, { acao }) => {
      if (acao === 'enviar' && onOutsideWindow && isOutsideWindow(error)) onOutsideWindow();
      else void toast.error(actionFailure(error, acao));
    },
    onSuccess: ({ conversa, mensagem }) => {
      queryClient.setQueryData<Conversation | null>(inboxKeys.conversation(userId, conversationId), (held) =>
        held ? { ...held, ...conversa } : held,
      );
      if (mensagem) {
        queryClient.setQueryData<ChatMessage[]>(inboxKeys.messages(userId, conversationId), (held) =>
          held && !held.some((m) => m.id === mensagem.id) ? [...held, sentMessage(mensagem)] : held,
        );
      }
    },
    // Not awaited: the box empties as soon as the function answers.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all(userId) }),
  });
  return {
    /** Resolves true when the function did it (a refusal is toasted and resolves false). */
    run: (acao: ThreadAction, texto?: string) =>
      mutation.mutateAsync({ acao, texto }).then(
        () => true,
        () => false,
      ),
    /** The action under way, if any: its button is busy, the others wait. */
    pending: mutation.isPending ? mutation.variables?.acao : undefined,
  };
}
