// OpenAI's speech to text, POST /v1/audio/transcriptions, as its API takes it: multipart/form-data with
// `file` (named with its format's extension), `model`, optional `language` (ISO-639-1),
// `response_format` (json, text, srt, verbose_json, vtt), `prompt` and `temperature` (read, unused);
// at most 26214400 bytes a request. It hears nothing: the words are the voice note's the WhatsApp
// sandboxes registered for the same bytes (voiceNotes.ts), else a fixed sandbox text; the duration is
// the registered length, else 0. Refusals in OpenAI's words and shape.
import crypto from 'node:crypto';
import { UNKNOWN_AUDIO_TEXT, type VoiceNotes } from '../voiceNotes.ts';
import { OpenAiError } from './errors.ts';

export const TRANSCRIPTION_MODELS = ['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe'];
const FORMATS = ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm'];
const RESPONSE_FORMATS = ['json', 'text', 'srt', 'verbose_json', 'vtt'];
/** The request size OpenAI reads at most (25 MB). */
export const MAX_REQUEST_BYTES = 26_214_400;

/** Whisper's languages (ISO-639-1 → the name verbose_json answers). */
const LANGUAGES = new Map(
  (
    'en:english,zh:chinese,de:german,es:spanish,ru:russian,ko:korean,fr:french,ja:japanese,pt:portuguese,' +
    'tr:turkish,pl:polish,ca:catalan,nl:dutch,ar:arabic,sv:swedish,it:italian,id:indonesian,hi:hindi,' +
    'fi:finnish,vi:vietnamese,he:hebrew,uk:ukrainian,el:greek,ms:malay,cs:czech,ro:romanian,da:danish,' +
    'hu:hungarian,ta:tamil,no:norwegian,th:thai,ur:urdu,hr:croatian,bg:bulgarian,lt:lithuanian,la:latin,' +
    'mi:maori,ml:malayalam,cy:welsh,sk:slovak,te:telugu,fa:persian,lv:latvian,bn:bengali,sr:serbian,' +
    'az:azerbaijani,sl:slovenian,kn:kannada,et:estonian,mk:macedonian,br:breton,eu:basque,is:icelandic,' +
    'hy:armenian,ne:nepali,mn:mongolian,bs:bosnian,kk:kazakh,sq:albanian,sw:swahili,gl:galician,' +
    'mr:marathi,pa:punjabi,si:sinhala,km:khmer,sn:shona,yo:yoruba,so:somali,af:afrikaans,oc:occitan,' +
    'ka:georgian,be:belarusian,tg:tajik,sd:sindhi,gu:gujarati,am:amharic,yi:yiddish,lo:lao,uz:uzbek,' +
    'fo:faroese,ht:haitian creole,ps:pashto,tk:turkmen,nn:nynorsk,mt:maltese,sa:sanskrit,' +
    'lb:luxembourgish,my:myanmar,bo:tibetan,tl:tagalog,mg:malagasy,as:assamese,tt:tatar,ln:lingala,' +
    'ha:hausa,ba:bashkir,jw:javanese,su:sundanese'
  )
    .split(',')
    .map((pair) => pair.split(':') as [string, string]),
);

/** One request the route answered (or refused after the key was checked), for /_control/transcriptions. */
export interface TranscriptionRecord {
  at: string;
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  filename: string | null;
  /** The file's size. */
  bytes: number;
  sha256: string | null;
  /** Whether a voice note was registered for these bytes. */
  known: boolean;
  /** The answer's HTTP status. */
  status: number;
}

const invalid = (message: string, param: string | null = null, code: string | null = null) =>
  new OpenAiError(400, message, 'invalid_request_error', code, param);

/** The body, read whole; past OpenAI's limit, its 413. */
async function readBody(req: Request): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (req.body) {
    for await (const chunk of req.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.length;
      if (total <= MAX_REQUEST_BYTES) chunks.push(chunk);
    }
  }
  if (total > MAX_REQUEST_BYTES) {
    throw new OpenAiError(
      413,
      `Maximum content size limit (${MAX_REQUEST_BYTES}) exceeded (${total} bytes read)`,
      'server_error',
    );
  }
  return Buffer.concat(chunks);
}

async function formOf(req: Request): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  const body = await readBody(req);
  if (!/^multipart\/form-data/i.test(type)) throw invalid('Could not parse multipart form');
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalid('Could not parse multipart form');
  }
}

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** The text's sentences as Whisper's segments, their times shared out by length over the duration. */
function segments(text: string, duration: number) {
  const parts = text.split(/(?<=[.!?…])\s+/).filter(Boolean);
  const total = parts.reduce((n, p) => n + p.length, 0) || 1;
  let start = 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return parts.map((part, id) => {
    const end = start + (duration * part.length) / total;
    const segment = {
      id,
      seek: 0,
      start: round(start),
      end: round(end),
      text: ` ${part}`,
      // Stand-ins for token ids, stable per word.
      tokens: part
        .split(/\s+/)
        .map((w) => 50_365 + (crypto.createHash('md5').update(w).digest().readUInt16BE(0) % 50_000)),
      temperature: 0,
      avg_logprob: -0.25,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    };
    start = end;
    return segment;
  });
}

/** hh:mm:ss,mmm (srt) or hh:mm:ss.mmm (vtt). */
const clock = (seconds: number, mark: string) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${mark}${pad(ms % 1000, 3)}`;
};

/**
 * Answers one transcription request (the key already checked), filling `record` as it reads it.
 * Checks, in order: the body's size and form, `file`, `model`, `response_format` (and whether the
 * model gives it: the gpt-4o models only json and text), the file's format by its extension, its
 * length, `language`.
 */
export async function transcription(
  req: Request,
  voiceNotes: VoiceNotes,
  record: TranscriptionRecord,
): Promise<Response> {
  const form = await formOf(req);
  const file = form.get('file');
  if (!(file instanceof Blob))
    throw invalid("Missing required parameter: 'file'.", 'file', 'missing_required_parameter');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const filename = (file as File).name ?? '';
  Object.assign(record, {
    filename,
    bytes: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
  });

  const model = field(form, 'model');
  record.model = model || null;
  if (!model) throw invalid('you must provide a model parameter');
  if (!TRANSCRIPTION_MODELS.includes(model)) throw invalid('invalid model ID');

  const format = field(form, 'response_format') || 'json';
  record.responseFormat = format;
  if (!RESPONSE_FORMATS.includes(format)) {
    throw invalid(`'${format}' is not one of ['json', 'text', 'srt', 'verbose_json', 'vtt'] - 'response_format'`);
  }
  if (model !== 'whisper-1' && format !== 'json' && format !== 'text') {
    throw invalid(
      `response_format '${format}' is not compatible with model '${model}'. Use 'json' or 'text' instead.`,
      'response_format',
      'unsupported_value',
    );
  }

  const extension = /\.([^./]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (!FORMATS.includes(extension)) {
    throw invalid(`Invalid file format. Supported formats: [${FORMATS.map((f) => `'${f}'`).join(', ')}]`);
  }
  if (bytes.length === 0) {
    throw invalid('Audio file is too short. Minimum audio length is 0.1 seconds.', 'file', 'audio_too_short');
  }

  const language = field(form, 'language');
  record.language = language || null;
  if (language && !LANGUAGES.has(language.toLowerCase())) {
    throw invalid(
      `Invalid language '${language}'. Language parameter must be specified in ISO-639-1 format.`,
      'language',
    );
  }

  const note = voiceNotes.find(bytes);
  record.known = note !== null;
  const text = note ? note.text : UNKNOWN_AUDIO_TEXT;
  const duration = note?.seconds ?? 0;
  const usage =
    model === 'whisper-1'
      ? { type: 'duration', seconds: Math.ceil(duration) }
      : {
          type: 'tokens',
          input_tokens: Math.ceil(duration * 10),
          input_token_details: { text_tokens: 0, audio_tokens: Math.ceil(duration * 10) },
          output_tokens: Math.max(1, Math.ceil(text.length / 4)),
          total_tokens: Math.ceil(duration * 10) + Math.max(1, Math.ceil(text.length / 4)),
        };

  switch (format) {
    case 'text':
      return new Response(`${text}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    case 'srt':
    case 'vtt': {
      const mark = format === 'srt' ? ',' : '.';
      const cues = segments(text, duration).map(
        (s, i) =>
          `${format === 'srt' ? `${i + 1}\n` : ''}${clock(s.start, mark)} --> ${clock(s.end, mark)}\n${s.text.trim()}\n`,
      );
      const body = `${format === 'vtt' ? 'WEBVTT\n\n' : ''}${cues.join('\n')}\n`;
      return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    case 'verbose_json':
      return Response.json({
        task: 'transcribe',
        language: LANGUAGES.get(language.toLowerCase() || 'pt'),
        duration,
        text,
        segments: segments(text, duration),
        usage,
      });
    default:
      return Response.json({ text, usage });
  }
}
