/** A voice note's length as WhatsApp shows it: 'm:ss' ('0:42', '12:05'); null when unknown. */
export function voiceDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The label the channel put before a medium's caption in the message's text. */
const MEDIA_LABEL = /^\[(?:imagem|documento|áudio)\]\s*/;

/**
 * A picture's or a document's caption, from the message's text ('[imagem] <caption>',
 * '[documento] <caption>'); '' when it has none.
 */
export function mediaCaption(body: string | null): string {
  return (body ?? '').replace(MEDIA_LABEL, '').trim();
}
