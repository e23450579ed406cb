// Speech to text through the OpenAI-compatible POST {OPENAI_BASE_URL}/audio/transcriptions (the same
// key as the chat model): multipart with `file` (named with its format's extension), `model`
// (OPENAI_TRANSCRIPTION_MODEL, default whisper-1), `language` 'pt' and `response_format`
// 'verbose_json' (its `duration` tells a voice note's length when the channel did not).

export class TranscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptionError';
  }
}

/** The extensions the transcription API takes, by the audio's MIME type (parameters ignored). */
const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'webm',
  'audio/flac': 'flac',
};

export const audioExtension = (mimeType: string) => EXTENSIONS[mimeType.split(';')[0].trim().toLowerCase()] ?? 'ogg';

export interface Transcript {
  text: string;
  /** Seconds, when the API said. */
  duration: number | null;
}

/** Hard limit of one call: past it the request is given up (a late answer can still be kept before). */
const CALL_LIMIT_MS = 120_000;

export async function transcribe(bytes: Uint8Array, mimeType: string): Promise<Transcript> {
  const base = (Deno.env.get('OPENAI_BASE_URL') ?? '').replace(/\/+$/, '');
  const key = Deno.env.get('OPENAI_API_KEY');
  if (!base || !key) throw new TranscriptionError('OPENAI_BASE_URL and OPENAI_API_KEY must be set');
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: mimeType }), `audio.${audioExtension(mimeType)}`);
  form.append('model', Deno.env.get('OPENAI_TRANSCRIPTION_MODEL') || 'whisper-1');
  form.append('language', 'pt');
  form.append('response_format', 'verbose_json');
  let res: Response;
  try {
    res = await fetch(`${base}/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: form,
      signal: AbortSignal.timeout(CALL_LIMIT_MS),
    });
  } catch (err) {
    throw new TranscriptionError(`transcrição sem resposta: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as {
    text?: unknown;
    duration?: unknown;
    error?: { message?: unknown };
  } | null;
  if (!res.ok || typeof body?.text !== 'string') {
    const why = typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${res.status}`;
    throw new TranscriptionError(`transcrição recusada: ${why}`);
  }
  return { text: body.text.trim(), duration: typeof body.duration === 'number' ? body.duration : null };
}
