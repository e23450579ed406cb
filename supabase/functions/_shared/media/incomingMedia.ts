// A client's voice note, picture or document, after its message was recorded: the bytes fetched (from
// the delivery, else the channel), kept in the owner's private bucket and noted on the message; a voice
// note heard by the transcriber. What the assistant then reads says where the words came from:
// '[Áudio transcrito] …', '[Imagem] legenda', '[Imagem sem legenda]', '[Documento: nome] legenda'.
import { fromBase64 } from '../base64.ts';
import { channelOf, type IncomingMedia, type IncomingMessage } from '../channel/index.ts';
import { admin, type Database, must } from '../supabase.ts';
import type { InstanceRow } from '../whatsappState.ts';
import { MAX_MEDIA_BYTES, storeMedia } from './mediaStore.ts';
import { audioExtension, transcribe, type Transcript } from './transcribe.ts';

/** The transcription API's limit on a voice note's length. */
export const MAX_AUDIO_SECONDS = 600;

export const CANNOT_HEAR = 'Não consegui ouvir seu áudio agora. Pode me escrever sua mensagem?';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const extensionOf = (m: IncomingMedia) =>
  m.kind === 'audio'
    ? audioExtension(m.mimeType)
    : (EXTENSIONS[m.mimeType.split(';')[0]] ?? m.fileName?.split('.').pop()?.toLowerCase() ?? 'bin');

/** Writes media facts onto the recorded message (by its provider id). */
type MessageUpdate = Database['public']['Tables']['chat_messages']['Update'];

async function note(row: InstanceRow, msg: IncomingMessage, fields: MessageUpdate): Promise<void> {
  must(
    await admin()
      .from('chat_messages')
      .update(fields)
      .eq('instance_name', row.instance_name)
      .eq('wa_message_id', msg.id),
  );
}

export interface KeptMedia {
  bytes: Uint8Array;
  /** Why it could not be kept (pt-BR), when it could not. */
  erro: string | null;
}

/** Fetches and keeps the media; a failure is noted on the message and returned, never thrown. */
export async function keepMedia(row: InstanceRow, msg: IncomingMessage, media: IncomingMedia): Promise<KeptMedia> {
  const base = { midia_tipo: media.kind, midia_mime: media.mimeType, midia_nome: media.fileName ?? null };
  try {
    const bytes = media.base64 ? fromBase64(media.base64) : (await channelOf(row).fetchMedia(media.ref)).bytes;
    if (bytes.length > MAX_MEDIA_BYTES) {
      const erro = 'Arquivo acima de 25 MB.';
      await note(row, msg, { ...base, midia_erro: erro });
      return { bytes, erro };
    }
    const path = `${new Date().toISOString().slice(0, 10)}/${crypto.randomUUID()}.${extensionOf(media)}`;
    await storeMedia(row.user_id, path, bytes, media.mimeType);
    await note(row, msg, {
      ...base,
      midia_path: path,
      midia_segundos: media.seconds == null ? null : Math.round(media.seconds),
    });
    return { bytes, erro: null };
  } catch (err) {
    console.error('[media] not kept:', msg.id, (err as Error).message);
    const erro = 'Não foi possível baixar a mídia.';
    await note(row, msg, { ...base, midia_erro: erro }).catch(() => undefined);
    return { bytes: new Uint8Array(), erro };
  }
}

/** How long the client's answer may wait for the words; a later transcript is only attached. */
const waitMs = () => Number(Deno.env.get('TRANSCRIPTION_WAIT_MS')) || 20_000;

export type Heard = { words: string } | { erro: string };

/**
 * The voice note's words. Over 10 minutes (as the channel or the transcriber says) it is not heard;
 * a transcriber that fails or answers after TRANSCRIPTION_WAIT_MS gives the reason, and a transcript
 * that arrives later is still attached to the message (the client has had their answer by then).
 */
export async function hearVoiceNote(
  row: InstanceRow,
  msg: IncomingMessage,
  media: IncomingMedia,
  bytes: Uint8Array,
): Promise<Heard> {
  if ((media.seconds ?? 0) > MAX_AUDIO_SECONDS) {
    const erro = 'Áudio com mais de 10 minutos.';
    await note(row, msg, { body: '[áudio]', midia_erro: erro });
    return { erro };
  }
  const attach = async (t: Transcript) => {
    if (t.duration !== null && t.duration > MAX_AUDIO_SECONDS) return false;
    await note(row, msg, {
      body: `🎤 ${t.text}`,
      transcricao: t.text,
      midia_erro: null,
      ...(t.duration !== null && media.seconds == null ? { midia_segundos: Math.round(t.duration) } : {}),
    });
    return true;
  };
  const pending = transcribe(bytes, media.mimeType);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs())));
  try {
    const first = await Promise.race([pending, late]);
    if (first === 'late') {
      // Kept going: its words join the message when they come, without a second answer.
      void pending.then(attach).catch((err) => console.warn('[media] late transcript lost:', (err as Error).message));
      const erro = 'A transcrição demorou demais.';
      await note(row, msg, { body: '[áudio]', midia_erro: erro });
      return { erro };
    }
    if (!first.text) {
      const erro = 'Não havia fala no áudio.';
      await note(row, msg, { body: '[áudio]', midia_erro: erro });
      return { erro };
    }
    if (!(await attach(first))) {
      const erro = 'Áudio com mais de 10 minutos.';
      await note(row, msg, { body: '[áudio]', midia_erro: erro });
      return { erro };
    }
    return { words: first.text };
  } catch (err) {
    console.warn('[media] not transcribed:', msg.id, (err as Error).message);
    const erro = 'A transcrição falhou.';
    await note(row, msg, { body: '[áudio]', midia_erro: erro });
    return { erro };
  } finally {
    clearTimeout(timer);
  }
}

/** What the assistant reads for a picture or a document (a voice note's is its transcript, marked). */
export function mediaWords(media: IncomingMedia): string {
  const caption = media.caption ? ` ${media.caption}` : '';
  if (media.kind === 'imagem') return caption ? `[Imagem]${caption}` : '[Imagem sem legenda]';
  if (media.kind === 'documento') return `[Documento: ${media.fileName ?? 'arquivo'}]${caption}`;
  return '';
}

export const voiceWords = (words: string) => `[Áudio transcrito] ${words}`;
