// The body the workflow's tool nodes send, {tool, telefone, args}, checked before anything is read or
// written: malformed JSON is 400 and a body that is no object 422 (shared-domain's
// contracts/assistantTools.ts, by handler()), an unknown tool 400, wrong types and bad values 422, each with a
// code and a pt-BR message the model can relay. The hand-off's reason is never refused: a client who
// asks for a person gets one even when the model words the reason badly. The optional professional and
// service are kept as the model wrote them ('' or 'qualquer profissional' = absent) and resolved
// against the owner's team and products by team.ts.
import { daysBetween, isDate, isTime, MAX_RANGE_DAYS } from '../_shared/dates.ts';
import { isToolName, type ToolName } from '../_shared/toolCatalog.ts';
import { senderPhone } from '../_shared/whatsappPhone.ts';
import { isUuid } from '../_shared/uuid.ts';
import { foldAccents } from '../../../shared-domain/src/validation/text.ts';
import { HttpError } from '../_shared/handler.ts';

/** A refusal of the call, answered by handler() as {error: {code, message}} with its status. */
export class Refusal extends HttpError {}

/** As the model gave them: a professional's name or id, a service's codigo or name; null = any. */
interface Choice {
  profissional: string | null;
  servico: string | null;
}

type ToolArgs =
  | { tool: 'horarios_livres'; args: { de: string; ate: string } & Choice }
  | { tool: 'agendar'; args: { data: string; inicio: string; nome: string } & Choice }
  | { tool: 'meus_agendamentos'; args: Record<string, never> }
  | { tool: 'remarcar'; args: { id: string; data: string; inicio: string; profissional: string | null } }
  | { tool: 'cancelar'; args: { id: string } }
  | { tool: 'transferir_para_humano'; args: { motivo: string } };

export type ToolCall = ToolArgs & {
  /** The client as the agenda knows them: 55 + DDD + number (the mobile's 9 included). */
  telefone: string;
  /** Digits of the client's WhatsApp id, as sent: where the conversation's messages go. */
  chat: string;
};

const NAME_MAX = 100;
/** The longest hand-off reason kept (as conversas.motivo_transferencia keeps it). */
const MOTIVO_MAX = 300;

const invalid = (message: string) => new Refusal(422, 'invalid_request', message);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(args: Record<string, unknown>, name: string): string {
  const value = args[name];
  if (typeof value !== 'string') throw invalid(`O parâmetro "${name}" é obrigatório e deve ser texto`);
  return value.trim();
}

/** "Anyone" as the model may word it: no professional chosen. */
const ANYONE = /^(qualquer|qualquer um|qualquer uma|qualquer profissional|tanto faz|indiferente)$/;

/** An optional text argument: absent, null, '' or 'qualquer profissional' → null. */
function optionalText(args: Record<string, unknown>, name: string): string | null {
  const value = args[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(`O parâmetro "${name}" deve ser texto`);
  const trimmed = value.trim();
  return trimmed === '' || ANYONE.test(foldAccents(trimmed)) ? null : trimmed;
}

const choiceOf = (args: Record<string, unknown>): Choice => ({
  profissional: optionalText(args, 'profissional'),
  servico: optionalText(args, 'servico'),
});

function date(args: Record<string, unknown>, name: string): string {
  const value = text(args, name);
  if (!isDate(value)) throw new Refusal(422, 'invalid_date', 'Data inválida');
  return value;
}

function time(args: Record<string, unknown>, name: string): string {
  const value = text(args, name);
  if (!isTime(value)) throw new Refusal(422, 'invalid_time', 'Horário inválido');
  return value;
}

function appointmentId(args: Record<string, unknown>): string {
  const value = text(args, 'id');
  if (!isUuid(value)) throw new Refusal(404, 'not_found', 'Agendamento não encontrado');
  return value.toLowerCase();
}

function argsOf(tool: ToolName, args: Record<string, unknown>): ToolCall['args'] {
  switch (tool) {
    case 'horarios_livres': {
      const de = date(args, 'de');
      const ate = date(args, 'ate');
      if (ate < de) throw new Refusal(422, 'invalid_range', 'A data final vem antes da inicial');
      // booking_free_slots refuses more (abuse: one call computing months of slots).
      if (daysBetween(de, ate) >= MAX_RANGE_DAYS) {
        throw new Refusal(422, 'invalid_range', `Consulte no máximo ${MAX_RANGE_DAYS} dias por vez`);
      }
      return { de, ate, ...choiceOf(args) };
    }
    case 'agendar': {
      const data = date(args, 'data');
      const inicio = time(args, 'inicio');
      const nome = text(args, 'nome');
      if (!nome || nome.length > NAME_MAX) {
        throw new Refusal(422, 'invalid_name', `Informe o nome do cliente (até ${NAME_MAX} caracteres)`);
      }
      return { data, inicio, nome, ...choiceOf(args) };
    }
    case 'meus_agendamentos':
      return {};
    case 'remarcar':
      return {
        id: appointmentId(args),
        data: date(args, 'data'),
        inicio: time(args, 'inicio'),
        profissional: optionalText(args, 'profissional'),
      };
    case 'cancelar':
      return { id: appointmentId(args) };
    case 'transferir_para_humano':
      return { motivo: typeof args.motivo === 'string' ? args.motivo.trim().slice(0, MOTIVO_MAX) : '' };
  }
}

/** The request body (a JSON object: the contract's check, by handler()) as a tool call, or a Refusal. */
export function toolCallOf(body: Record<string, unknown>): ToolCall {
  if (typeof body.tool !== 'string') throw invalid('O campo "tool" é obrigatório e deve ser texto');
  if (!isToolName(body.tool)) throw new Refusal(400, 'unknown_tool', `Ferramenta desconhecida: ${body.tool}`);
  if (typeof body.telefone !== 'string') throw invalid('O campo "telefone" é obrigatório e deve ser texto');
  const telefone = senderPhone(body.telefone);
  if (!telefone) throw new Refusal(422, 'invalid_phone', 'Telefone do cliente inválido');
  const args = body.args ?? {};
  if (!isObject(args)) throw invalid('O campo "args" deve ser um objeto');
  // The WhatsApp id's digits as they are (an older mobile's id lacks the 9); a national number, as a
  // person would type it, gets Brazil's 55 as telefone does.
  const digits = body.telefone.replace(/\D/g, '');
  const chat = digits.length === 10 || digits.length === 11 ? telefone : digits;
  return { tool: body.tool, telefone, chat, args: argsOf(body.tool, args) } as ToolCall;
}
