import { callFunction, readRuntimeConfig } from 'shared-auth';
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
  return { ...midia, url: onOwnBackend(midia.url) };
}

/**
 * The signed URL on the backend address this page talks to (and its Content-Security-Policy allows):
 * the function signs it with its own address, which a local backend may spell differently
 * (127.0.0.1 for localhost). Path and token are what matter.
 */
function onOwnBackend(url: string): string {
  try {
    const signed = new URL(url);
    return new URL(`${signed.pathname}${signed.search}`, readRuntimeConfig().supabaseUrl).toString();
  } catch {
    return url;
  }
}
