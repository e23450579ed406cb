import { callFunction } from 'shared-auth';
import type { MediaAnswer } from 'shared-domain';

/** Where the browser reads a message's media: a signed URL of the owner's private bucket, for 5 minutes. */
export type MediaLink = MediaAnswer['midia'];

/**
 * The `conversations` function's 'midia' action: it only reads (the conversation does not change, so
 * nothing of the inbox is read again). Refuses with a pt-BR message (FunctionCallError): 404
 * media_not_found 'Mídia não encontrada.' once the media was deleted, or when the message has none.
 */
export async function fetchMediaLink(conversa: string, mensagem: string): Promise<MediaLink> {
  const { midia } = await callFunction('conversations', {
    method: 'POST',
    body: { acao: 'midia', conversa, mensagem },
  });
  return midia;
}
