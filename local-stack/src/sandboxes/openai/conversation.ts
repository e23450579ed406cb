// The model sandbox's side of a booking conversation in pt-BR: given the chat so far (OpenAI's
// messages), the next step is either a call to one of the assistant's tools or a reply. Deterministic:
// the same messages always give the same step. It follows the tools' contract (toolCatalog.ts): it
// offers only the times horarios_livres returned, books, moves and cancels only through the tools, and
// takes everything it needs from the conversation itself (the offered times and their date are read
// back from its own previous reply, as n8n's memory keeps only the replies, not the tool calls). A
// client asking for a person is handed off (transferir_para_humano), then told so in a word.
// A business of several professionals lists them in the system message ('## Equipe'): a client who
// names one ('com o Dr. Bruno', 'com a Ana Souza') gets that professional's times, the offer says
// whose they are ('Com Dr. Bruno Lima, tenho estes horários livres em …') and the booking goes to
// them; the confirmation names the professional who got the booking.
// A client's media reaches it marked at the start of the words (supabase/functions/_shared/media):
// '[Áudio transcrito] <words>' is read as the words, and the answer to it starts with 'Entendi pelo seu
// áudio: ' (a voice note the sandbox's transcription did not know asks the client to write);
// '[Imagem] <legenda>' and '[Documento: <nome>] <legenda>' are read as the caption; a picture or a
// document without one ('[Imagem sem legenda]', '[Documento: <nome>]') gets that it cannot see images or
// open files and the offer of a person, who is called (transferir_para_humano, 'Cliente enviou uma
// imagem' or 'Cliente enviou um documento') when the client says yes.
import { addDays, brDate, todayInSaoPaulo } from '../../../../shared-domain/src/dates/calendarDays.ts';
import { isTeam } from '../../../../shared-domain/src/team/team.ts';
import { foldAccents } from '../../../../shared-domain/src/validation/text.ts';
import { UNKNOWN_AUDIO_TEXT } from '../voiceNotes.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool' | 'developer';
  content?: string | { type: string; text?: string }[] | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export type Step = { reply: string } | { call: { name: string; args: Record<string, string> } };

interface Slot {
  data: string;
  inicio: string;
}
interface Appointment {
  id: string;
  data: string;
  inicio: string;
}

/** The text of a message's content (a string, or the text parts of a list). */
export function textOf(content: ChatMessage['content']): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => p.text ?? '').join('');
  return '';
}

/** AAAA-MM-DD of dd/mm/aaaa. */
const iso = (d: string) => `${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}`;

/** What the workflow's prompt says around the client's words: 'Mensagem de {nome} recebida em {data hora}: {texto}'. */
const PROMPT = /^Mensagem(?: de (.+?))? recebida em (\d{2}\/\d{2}\/\d{4}) \d{2}:\d{2}: ([\s\S]*)$/;

/** The kind of media a client's message was, by its mark; the document's file name. */
type Media = { kind: 'audio' | 'image' } | { kind: 'document'; name: string };

interface Turn {
  /** The client's words: the text, a voice note's transcript or a media's caption ('' without one). */
  text: string;
  media: Media | null;
  name: string | null;
  today: string;
  /** The professionals the system message lists (none for a one-person business). */
  team: string[];
  /** The assistant's reply before this message ('' for the first). */
  previous: string;
  /** Tool results of this turn, by tool, parsed. */
  results: Map<string, unknown>;
}

function parseResult(content: string): unknown {
  try {
    const value: unknown = JSON.parse(content);
    // n8n hands a tool's JSON answer over as a list of its items ([{…}]), or as a JSON string of it.
    if (Array.isArray(value) && value.length === 1) return value[0];
    return typeof value === 'string' ? parseResult(value) : value;
  } catch {
    return content;
  }
}

/** The media mark at the start of the words, and the words after it. */
function marked(text: string): { media: Media | null; words: string } {
  const audio = /^\[Áudio transcrito\]\s*/.exec(text);
  if (audio) return { media: { kind: 'audio' }, words: text.slice(audio[0].length).trim() };
  const noCaption = /^\[Imagem sem legenda\]\s*/.exec(text);
  if (noCaption) return { media: { kind: 'image' }, words: '' };
  const image = /^\[Imagem\]\s*/.exec(text);
  if (image) return { media: { kind: 'image' }, words: text.slice(image[0].length).trim() };
  const document = /^\[Documento: ([^\]\n]*)\]\s*/.exec(text);
  if (document)
    return { media: { kind: 'document', name: document[1].trim() }, words: text.slice(document[0].length).trim() };
  return { media: null, words: text };
}

function readTurn(messages: ChatMessage[]): Turn {
  let lastUser = -1;
  messages.forEach((m, i) => {
    if (m.role === 'user') lastUser = i;
  });
  const raw = lastUser >= 0 ? textOf(messages[lastUser].content).trim() : '';
  const m = PROMPT.exec(raw);
  const previous = [...messages.slice(0, Math.max(lastUser, 0))]
    .reverse()
    .find((msg) => msg.role === 'assistant' && textOf(msg.content).trim());
  const callNames = new Map<string, string>();
  const results = new Map<string, unknown>();
  for (const msg of messages.slice(lastUser + 1)) {
    for (const call of msg.tool_calls ?? []) callNames.set(call.id, call.function.name);
    if (msg.role === 'tool' && msg.tool_call_id) {
      results.set(callNames.get(msg.tool_call_id) ?? '?', parseResult(textOf(msg.content)));
    }
  }
  const system = messages.find((msg) => msg.role === 'system' || msg.role === 'developer');
  const { media, words } = marked(m ? m[3].trim() : raw);
  return {
    text: words,
    media,
    name: m?.[1] && foldAccents(m[1]) !== 'cliente' ? m[1].trim() : null,
    today: m ? iso(m[2]) : todayInSaoPaulo(),
    team: teamIn(system ? textOf(system.content) : ''),
    previous: previous ? textOf(previous.content) : '',
    results,
  };
}

/** The names of the '## Equipe' section of the system message: '- Dr. Bruno Lima: todos os serviços'. */
export function teamIn(system: string): string[] {
  const section = /(?:^|\n)## Equipe\n([\s\S]*?)(?:\n\n|\n##|$)/.exec(system);
  if (!section) return [];
  return section[1]
    .split('\n')
    .filter((line) => line.startsWith('- ') && line.includes(': '))
    .map((line) => line.slice(2, line.indexOf(': ')).trim());
}

/** Titles a client may or may not say: 'Dr. Bruno Lima' is also 'Bruno' and 'Bruno Lima'. */
const TITLES = /^(dr|dra|doutor|doutora|prof|profa|professor|professora|sr|sra)$/;

/** The professional of `team` the client names in `text`, if exactly one. */
export function namedProfessional(text: string, team: string[]): string | null {
  const words = ` ${foldAccents(text).replace(/[^a-z0-9]+/g, ' ')} `;
  const named = team.filter((nome) => {
    const parts = foldAccents(nome)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter((w) => w && !TITLES.test(w));
    // The whole name without the title, or its first name.
    return parts.length > 0 && (words.includes(` ${parts.join(' ')} `) || words.includes(` ${parts[0]} `));
  });
  return named.length === 1 ? named[0] : null;
}

const WEEKDAYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];

/** The day the client asks about, or null for "any day soon". */
function askedDate(text: string, today: string): string | null {
  const t = foldAccents(text);
  if (/depois de amanha/.test(t)) return addDays(today, 2);
  if (/\bamanha\b/.test(t)) return addDays(today, 1);
  if (/\bhoje\b/.test(t)) return today;
  const dm = /\b(?:dia )?(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/.exec(t);
  if (dm) {
    const year = dm[3] ?? today.slice(0, 4);
    const date = `${year}-${dm[2].padStart(2, '0')}-${dm[1].padStart(2, '0')}`;
    return dm[3] || date >= today ? date : `${Number(year) + 1}${date.slice(4)}`;
  }
  const weekday = WEEKDAYS.findIndex((d) => new RegExp(`\\b${d}\\b`).test(t));
  if (weekday >= 0) {
    const now = new Date(`${today}T12:00:00Z`).getUTCDay();
    return addDays(today, (weekday - now + 7) % 7 || 7);
  }
  return null;
}

/** The offer in a reply of ours: '[Com Dr. Bruno Lima, tenho estes ]horários livres em dd/mm/aaaa: 09:00, 09:30.' */
const OFFER = /horários livres em (\d{2}\/\d{2}\/\d{4}): ([\d:, e]+)/;
const OFFER_OF = /\bCom (.+?), tenho estes horários livres em /;

function offerIn(reply: string): { date: string; times: string[]; profissional: string | null } | null {
  const m = OFFER.exec(reply);
  if (!m) return null;
  return { date: iso(m[1]), times: m[2].match(/\d{2}:\d{2}/g) ?? [], profissional: OFFER_OF.exec(reply)?.[1] ?? null };
}

const ORDINALS: [RegExp, (n: number) => number][] = [
  [/\b(primeir[oa]|1[oa])\b/, () => 0],
  [/\b(segund[oa]|2[oa])\b/, () => 1],
  [/\b(terceir[oa]|3[oa])\b/, () => 2],
  [/\b(quart[oa]|4[oa])\b/, () => 3],
  [/\b(ultim[oa])\b/, (n) => n - 1],
];

/** The time the client picks among the offered ones: 'pode ser 10:30', 'às 10h', 'a primeira'. */
function pickedTime(text: string, offered: string[]): string | 'unavailable' | null {
  const t = foldAccents(text);
  const clock = /\b(\d{1,2})(?::(\d{2})|h(\d{2})?)\b/.exec(t);
  if (clock) {
    const time = `${clock[1].padStart(2, '0')}:${clock[2] ?? clock[3] ?? '00'}`;
    return offered.includes(time) ? time : 'unavailable';
  }
  for (const [pattern, index] of ORDINALS) {
    if (pattern.test(t) && offered.length) return offered[index(offered.length)] ?? null;
  }
  return null;
}

const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/** The first day with free slots in a horarios_livres answer, up to 8 of its times. */
function firstDay(result: unknown): { date: string; times: string[] } | null {
  const slots = ((result as { slots?: Slot[] } | null)?.slots ?? []).filter((s) => s?.data && s?.inicio);
  if (!slots.length) return null;
  const date = slots[0].data;
  return {
    date,
    times: slots
      .filter((s) => s.data === date)
      .map((s) => s.inicio.slice(0, 5))
      .slice(0, 8),
  };
}

const offerText = (day: { date: string; times: string[] }) =>
  `horários livres em ${brDate(day.date)}: ${list(day.times)}.`;

/** The name of the professional an agendar/remarcar answer gives. */
function professionalOf(result: unknown): string | null {
  const p = (result as { agendamento?: { profissional?: { nome?: string } | null } } | null)?.agendamento?.profissional;
  return p?.nome || null;
}

function appointmentsOf(result: unknown): Appointment[] {
  return ((result as { agendamentos?: Appointment[] } | null)?.agendamentos ?? []).filter((a) => a?.id);
}

const when = (a: { data: string; inicio: string }) => `${brDate(a.data)} às ${a.inicio.slice(0, 5)}`;

/** The tool's refusal, in its own words when it gave them. */
function refusal(result: unknown): string | null {
  const error = (result as { error?: { message?: string } } | null)?.error;
  if (!error) return null;
  return error.message || 'Não foi possível concluir.';
}

type Intent =
  | 'handoff'
  | 'media-handoff'
  | 'media-declined'
  | 'pick'
  | 'slots'
  | 'list'
  | 'cancel'
  | 'cancel-confirm'
  | 'reschedule'
  | 'reschedule-pick'
  | 'greet'
  | 'thanks'
  | 'other';

/** 'quero falar com um atendente', 'falar com uma pessoa', 'atendente humano', 'falar com alguém'. */
const HAND_OFF =
  /\b(atendente|humano|humana)\b|\b(falar|conversar) com (uma pessoa|alguem|uma atendente|um atendente|gente de verdade)\b/;

/** Our offer of a person after a picture or a document we could not see. */
const MEDIA_OFFER = /nao consigo (ver imagens|abrir arquivos) por aqui\. quer que eu chame uma pessoa/;
/** A bare yes ('sim', 'pode', 'quero', 'sim, por favor', 'pode chamar'), nothing else asked. */
const YES_FIRST = new Set(['sim', 's', 'pode', 'quero', 'claro', 'ok', 'isso', 'chama', 'chame']);
const YES_WORDS = new Set([...YES_FIRST, 'por', 'favor', 'chamar', 'com', 'certeza', 'obrigado', 'obrigada', 'pfv']);
const NO = /^(nao|n)\b/;

function isYes(t: string): boolean {
  const words = t.split(/[^a-z]+/).filter(Boolean);
  return words.length > 0 && YES_FIRST.has(words[0]) && words.every((w) => YES_WORDS.has(w));
}

function intentOf(turn: Turn): Intent {
  const t = foldAccents(turn.text);
  const previous = foldAccents(turn.previous);
  if (HAND_OFF.test(t)) return 'handoff';
  if (MEDIA_OFFER.test(previous) && isYes(t)) return 'media-handoff';
  if (MEDIA_OFFER.test(previous) && NO.test(t)) return 'media-declined';
  if (/confirma o cancelamento/.test(previous) && /^(sim|pode|confirmo|isso|s)\b/.test(t)) return 'cancel-confirm';
  if (/\bcancel/.test(t)) return 'cancel';
  if (/\b(remarc|mudar|trocar|alterar|transferir)/.test(t)) return 'reschedule';
  if (offerIn(turn.previous) && pickedTime(turn.text, offerIn(turn.previous)!.times)) {
    return /para remarcar/.test(previous) ? 'reschedule-pick' : 'pick';
  }
  if (
    /\b(meus agendamentos|meu agendamento|meus horarios|meu horario|quando e meu|tenho (algum )?(agendamento|horario))/.test(
      t,
    )
  )
    return 'list';
  if (
    /\b(horario|vaga|agenda|marcar|agendar|consulta|disponivel|atendimento)|\b(amanha|hoje)\b|\d{1,2}\/\d{1,2}/.test(t)
  )
    return 'slots';
  if (WEEKDAYS.some((d) => new RegExp(`\\b${d}\\b`).test(t))) return 'slots';
  // 'Pode ser com o Dr. Bruno?': the times of the professional named.
  if (namedProfessional(turn.text, turn.team)) return 'slots';
  if (/\b(obrigad|valeu|agradeco)/.test(t)) return 'thanks';
  if (/^(oi|ola|bom dia|boa tarde|boa noite|e ai|opa|hey)\b/.test(t)) return 'greet';
  return 'other';
}

const call = (name: string, args: Record<string, string> = {}): Step => ({ call: { name, args } });
const reply = (text: string): Step => ({ reply: text });

/** The range to look for free times in: the asked day, or the next week from today. */
function range(turn: Turn): { de: string; ate: string } {
  const day = askedDate(turn.text, turn.today);
  return day ? { de: day, ate: day } : { de: turn.today, ate: addDays(turn.today, 7) };
}

/** What we say of a voice note the transcription did not know (no words in it). */
const NOT_HEARD = 'Desculpe, não consegui entender o seu áudio. Pode me escrever a sua mensagem?';
const HANDED_OFF = 'Tudo certo, uma pessoa da equipe vai continuar o seu atendimento.';

/** A picture or a document without a caption: we cannot see it; a person is offered when one can be called. */
function unseen(media: Media, tools: Set<string>): Step {
  const what =
    media.kind === 'document'
      ? `Recebi seu arquivo${media.name ? ` ${media.name}` : ''}, mas não consigo abrir arquivos por aqui.`
      : 'Recebi sua imagem, mas não consigo ver imagens por aqui.';
  if (!tools.has('transferir_para_humano')) return reply(`${what} Pode me escrever o que precisa?`);
  return reply(`${what} Quer que eu chame uma pessoa da equipe para ver? Responda sim ou não.`);
}

/**
 * The next step of the conversation. `tools`: the names the request offers (others are never called).
 * A voice note is answered as its words, prefixed; a picture or document without caption is not read.
 */
export function nextStep(messages: ChatMessage[], tools: Set<string>): Step {
  const turn = readTurn(messages);
  if (turn.media?.kind === 'audio') {
    if (!turn.text || turn.text === UNKNOWN_AUDIO_TEXT) return reply(NOT_HEARD);
    const step = stepOf(turn, tools);
    return 'reply' in step ? reply(`Entendi pelo seu áudio: ${step.reply}`) : step;
  }
  if (turn.media && !turn.text) return unseen(turn.media, tools);
  return stepOf(turn, tools);
}

function stepOf(turn: Turn, tools: Set<string>): Step {
  const has = (tool: string) => turn.results.has(tool);
  const result = (tool: string) => turn.results.get(tool);
  const canUse = (...names: string[]) => names.every((n) => tools.has(n));
  const hello = turn.name ? `Olá, ${turn.name}!` : 'Olá!';
  const intent = intentOf(turn);

  if (['pick', 'slots', 'list', 'cancel', 'cancel-confirm', 'reschedule', 'reschedule-pick'].includes(intent)) {
    if (!canUse('horarios_livres', 'agendar', 'meus_agendamentos', 'remarcar', 'cancelar')) {
      return reply('No momento não consigo consultar a agenda. Por favor, tente novamente mais tarde.');
    }
  }

  switch (intent) {
    case 'handoff': {
      if (!canUse('transferir_para_humano')) {
        return reply('No momento não consigo chamar uma pessoa da equipe. Posso ajudar com seus horários?');
      }
      if (!has('transferir_para_humano')) {
        return call('transferir_para_humano', { motivo: 'Cliente pediu para falar com uma pessoa' });
      }
      const refused = refusal(result('transferir_para_humano'));
      if (refused) return reply(`Não consegui chamar uma pessoa da equipe agora. ${refused}`);
      return reply(HANDED_OFF);
    }
    case 'media-handoff': {
      const motivo = /ver imagens/.test(foldAccents(turn.previous))
        ? 'Cliente enviou uma imagem'
        : 'Cliente enviou um documento';
      if (!canUse('transferir_para_humano')) {
        return reply('No momento não consigo chamar uma pessoa da equipe. Posso ajudar com seus horários?');
      }
      if (!has('transferir_para_humano')) return call('transferir_para_humano', { motivo });
      const refused = refusal(result('transferir_para_humano'));
      if (refused) return reply(`Não consegui chamar uma pessoa da equipe agora. ${refused}`);
      return reply(HANDED_OFF);
    }
    case 'media-declined':
      return reply(
        'Tudo bem. Posso ver horários livres, agendar, remarcar ou cancelar um atendimento. Como posso ajudar?',
      );
    case 'slots': {
      const profissional = namedProfessional(turn.text, turn.team);
      if (!has('horarios_livres')) {
        return call('horarios_livres', { ...range(turn), ...(profissional ? { profissional } : {}) });
      }
      const refused = refusal(result('horarios_livres'));
      if (refused) return reply(`${refused} Quer tentar de outro jeito?`);
      const day = firstDay(result('horarios_livres'));
      if (!day) {
        const whom = profissional ? ` com ${profissional}` : '';
        return reply(`Não encontrei horários livres${whom} nesse período. Quer tentar outro dia?`);
      }
      if (profissional) return reply(`Com ${profissional}, tenho estes ${offerText(day)} Qual prefere?`);
      return reply(`Tenho estes ${offerText(day)} Qual prefere?`);
    }
    case 'pick': {
      const offer = offerIn(turn.previous)!;
      const time = pickedTime(turn.text, offer.times)!;
      if (time === 'unavailable') {
        if (offer.profissional) {
          return reply(
            `Esse horário não está livre. Com ${offer.profissional}, tenho estes ${offerText(offer)} Qual prefere?`,
          );
        }
        return reply(`Esse horário não está livre. Os ${offerText(offer)} Qual prefere?`);
      }
      const profissional = namedProfessional(turn.text, turn.team) ?? offer.profissional;
      if (!has('agendar')) {
        return call('agendar', {
          data: offer.date,
          inicio: time,
          nome: turn.name ?? 'Cliente',
          ...(profissional ? { profissional } : {}),
        });
      }
      const refused = refusal(result('agendar'));
      if (refused) return reply(`${refused} Quer ver outros horários?`);
      const done = (result('agendar') as { agendamento?: Appointment }).agendamento ?? {
        data: offer.date,
        inicio: time,
      };
      // In a team, who got the booking (the one asked for, or whom the agenda assigned).
      const who = isTeam(turn.team) ? (professionalOf(result('agendar')) ?? profissional) : null;
      return reply(`Pronto! Seu horário ficou agendado para ${when(done)}${who ? ` com ${who}` : ''}. Até lá!`);
    }
    case 'list': {
      if (!has('meus_agendamentos')) return call('meus_agendamentos');
      const items = appointmentsOf(result('meus_agendamentos'));
      if (!items.length) return reply('Você não tem agendamentos futuros. Quer marcar um horário?');
      return reply(`Seus próximos agendamentos: ${list(items.map(when))}.`);
    }
    case 'cancel': {
      if (!has('meus_agendamentos')) return call('meus_agendamentos');
      const [next] = appointmentsOf(result('meus_agendamentos'));
      if (!next) return reply('Não encontrei agendamentos futuros no seu número.');
      return reply(`Você tem um agendamento em ${when(next)}. Confirma o cancelamento? Responda sim ou não.`);
    }
    case 'cancel-confirm': {
      if (!has('meus_agendamentos')) return call('meus_agendamentos');
      const [next] = appointmentsOf(result('meus_agendamentos'));
      if (!next) return reply('Não encontrei agendamentos futuros no seu número.');
      if (!has('cancelar')) return call('cancelar', { id: next.id });
      const refused = refusal(result('cancelar'));
      if (refused) return reply(refused);
      return reply(`Pronto, seu agendamento de ${when(next)} foi cancelado.`);
    }
    case 'reschedule': {
      if (!has('meus_agendamentos')) return call('meus_agendamentos');
      const [next] = appointmentsOf(result('meus_agendamentos'));
      if (!next) return reply('Não encontrei agendamentos futuros no seu número. Quer marcar um horário?');
      const asked = askedDate(turn.text, turn.today);
      if (!has('horarios_livres')) {
        return call(
          'horarios_livres',
          asked ? { de: asked, ate: asked } : { de: next.data, ate: addDays(next.data, 7) },
        );
      }
      const day = firstDay(result('horarios_livres'));
      if (!day) return reply('Não encontrei horários livres nesse período. Quer tentar outro dia?');
      return reply(`Seu agendamento é em ${when(next)}. Para remarcar, tenho estes ${offerText(day)} Qual prefere?`);
    }
    case 'reschedule-pick': {
      const offer = offerIn(turn.previous)!;
      const time = pickedTime(turn.text, offer.times)!;
      if (time === 'unavailable') {
        return reply(`Esse horário não está livre. Para remarcar, tenho estes ${offerText(offer)} Qual prefere?`);
      }
      if (!has('meus_agendamentos')) return call('meus_agendamentos');
      const [next] = appointmentsOf(result('meus_agendamentos'));
      if (!next) return reply('Não encontrei agendamentos futuros no seu número.');
      if (!has('remarcar')) return call('remarcar', { id: next.id, data: offer.date, inicio: time });
      const refused = refusal(result('remarcar'));
      if (refused) return reply(`${refused} Quer ver outros horários?`);
      return reply(`Pronto! Seu agendamento foi remarcado para ${brDate(offer.date)} às ${time}.`);
    }
    case 'thanks':
      return reply('Por nada! Se precisar, é só chamar.');
    case 'greet':
      return reply(
        `${hello} Posso ver horários livres, agendar, remarcar ou cancelar um atendimento. Como posso ajudar?`,
      );
    default:
      return reply(
        'Desculpe, não entendi. Posso ver horários livres, agendar, remarcar ou cancelar um atendimento. Como posso ajudar?',
      );
  }
}
