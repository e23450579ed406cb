// What the clients' voice notes "say", shared by the sandboxes: a test (or a person) makes a client send
// a voice note through the WhatsApp sandboxes (Evolution's or Meta's receive control) with the words
// it holds and its length; the model sandbox's /audio/transcriptions answers those words for the same
// bytes (by their SHA-256), so a transcription is deterministic. One registry per stack, in memory.
import crypto from 'node:crypto';

export interface VoiceNote {
  /** What the voice note says ('' for one with no speech in it). */
  text: string;
  /** Its length in seconds. */
  seconds: number;
}

/** What the transcription answers for audio nobody registered: clearly the sandbox's, never a client's. */
export const UNKNOWN_AUDIO_TEXT = '(áudio sem fala reconhecível)';

/** The newest voice notes kept (the oldest are forgotten first). */
const LIMIT = 1000;

export const sha256Hex = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A length for words said without one: about 2.5 words a second, at least one second. */
export const spokenSeconds = (text: string) => Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 2.5));

export class VoiceNotes {
  private readonly notes = new Map<string, VoiceNote>();

  /** Keeps what `bytes` say; `seconds` defaults to the words' spoken length. Returns the bytes' SHA-256 (hex). */
  register(bytes: Uint8Array, text: string, seconds?: number | null): string {
    const sha = sha256Hex(bytes);
    this.notes.delete(sha);
    this.notes.set(sha, { text, seconds: typeof seconds === 'number' && seconds >= 0 ? seconds : spokenSeconds(text) });
    if (this.notes.size > LIMIT) this.notes.delete(this.notes.keys().next().value!);
    return sha;
  }

  /** The voice note of these bytes, or null when none was registered. */
  find(bytes: Uint8Array): VoiceNote | null {
    return this.notes.get(sha256Hex(bytes)) ?? null;
  }
}
