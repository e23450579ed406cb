// supabase/functions/booking: the public booking page (no sign-in; plain fetch from the page, so it is
// not in the registry of callFunction()). Paths: GET /booking/{slug} (the page), GET
// /booking/{slug}/slots?de=…&ate=…[&profissional=…][&servico=…] (the free slots), POST /booking/{slug}
// (a booking). Times are 'HH:mm' and dates 'YYYY-MM-DD', São Paulo wall clock.
import * as v from 'valibot';
import type { Professional } from '../team/team.ts';
import { BODY, NOT_JSON, type FunctionContract } from './contract.ts';

/**
 * Every refusal the function answers, {error: {code, message}}: its status and the pt-BR message the
 * page shows. A bad field is a 422 with its own code (a field of the wrong type, or a body that is no
 * object, 'invalid_request'), but a bad e-mail is a 400, as is a body that is not JSON.
 */
export const BOOKING_ERRORS = Object.freeze({
  booking_unavailable: [403, 'Agendamento online indisponível'],
  not_found: [404, 'Página de agendamento não encontrada'],
  method_not_allowed: [405, 'Método não permitido'],
  slot_taken: [409, 'Este horário acabou de ser reservado. Escolha outro horário.'],
  invalid_request: [422, 'Requisição inválida'],
  invalid_date: [422, 'Data inválida'],
  invalid_range: [422, 'Período inválido: informe de e até com no máximo 31 dias'],
  invalid_time: [422, 'Horário inválido'],
  past: [422, 'Este horário já passou.'],
  out_of_window: [422, 'Data fora do período de agendamento'],
  not_a_free_slot: [422, 'Horário indisponível'],
  invalid_phone: [422, 'Informe um celular válido com DDD'],
  invalid_name: [422, 'Informe seu nome (até 100 caracteres)'],
  name_with_link: [422, 'O nome não pode conter links nem endereços de sites'],
  invalid_note: [422, 'Observação muito longa (até 500 caracteres)'],
  invalid_service: [422, 'Serviço não encontrado'],
  invalid_professional: [422, 'Profissional não encontrado'],
  service_not_performed: [422, 'Este profissional não realiza o serviço escolhido'],
  invalid_email: [400, 'E-mail inválido'],
  rate_limited: [429, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  internal_error: [500, 'Erro interno. Tente novamente.'],
} as const satisfies Record<string, readonly [number, string]>);

export type BookingErrorCode = keyof typeof BOOKING_ERRORS;

const INVALID_REQUEST = BOOKING_ERRORS.invalid_request[1];

/**
 * POST /booking/{slug}: only the body's shape is checked here (a JSON object, not an array). The fields' own checks
 * stay in the function (booking/input.ts), one field after the other in this order, each with its own
 * code: a missing field is refused with its field's code, one of the wrong type as 'invalid_request'.
 */
export const bookingContract = {
  request: v.pipe(
    v.unknown(),
    // An array is an object to valibot, not to the function.
    v.check((body) => !Array.isArray(body), INVALID_REQUEST),
    v.looseObject(
      {
        data: v.optional(v.unknown()),
        inicio: v.optional(v.unknown()),
        nome: v.optional(v.unknown()),
        telefone: v.optional(v.unknown()),
        servico: v.optional(v.unknown()),
        profissional: v.optional(v.unknown()),
        observacao: v.optional(v.unknown()),
        email: v.optional(v.unknown()),
      },
      INVALID_REQUEST,
    ),
  ),
  refusals: {
    // Not JSON at all: 400 (the only 400 besides the e-mail); JSON that is no object: 422.
    [NOT_JSON]: { code: 'invalid_request', status: 400, message: INVALID_REQUEST },
    [BODY]: { code: 'invalid_request', status: BOOKING_ERRORS.invalid_request[0], message: INVALID_REQUEST },
  },
} satisfies FunctionContract;

/** What the page sends to book: the slot, then the client. */
export interface BookingRequest {
  data: string;
  inicio: string;
  nome: string;
  /** A Brazilian mobile with its DDD, any punctuation. */
  telefone: string;
  /** Optional: where the business's e-mail reminders go. */
  email?: string;
  /** A service's codigo. */
  servico?: string;
  /** The professional chosen; absent = "Qualquer profissional". */
  profissional?: string;
  observacao?: string;
}

/** The query of GET /booking/{slug}/slots: the days, then what the slots are of (none = any professional, the schedule's duration). */
export interface BookingSlotsQuery {
  de: string;
  ate: string;
  profissional?: string;
  /** A service's codigo: its duration. */
  servico?: string;
}

export interface BookingService {
  codigo: string;
  nome: string;
  valor: number | null;
  descricao: string | null;
  /** Minutes: the service's own duration, else the schedule's. */
  duracao: number;
}

/** GET /booking/{slug}: the page. */
export interface BookingPageAnswer {
  negocio: { nome: string; whatsapp?: string | null };
  servicos: BookingService[];
  /**
   * The business's active professionals, in the owner's order; `servicos` the codigos each performs
   * (empty = all). More than one and the page asks 'Com quem?'.
   */
  profissionais: Professional[];
  duracao: number;
  antecedencia_minima: number;
  /** The days the owner takes bookings for, 'YYYY-MM-DD' (São Paulo). */
  janela: { de: string; ate: string };
}

export interface BookingSlot {
  data: string;
  inicio: string;
  fim: string;
}

/** GET /booking/{slug}/slots: computed by the database (no professional asked for: any of them). */
export interface BookingSlotsAnswer {
  slots: BookingSlot[];
}

/** POST /booking/{slug}: 201, the booking made. */
export interface BookingAnswer {
  id: string;
  data: string;
  inicio: string;
  fim: string;
  status: string;
  /** Who the booking got (the one chosen, or the one the database assigned). */
  profissional?: { id: string; nome: string };
}
