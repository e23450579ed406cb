// The booking function's answers: JSON with CORS open to any origin (the public booking page calls it
// with plain fetch from its own origin, with no project key), and the pt-BR errors the page shows.
import { CORS_HEADERS } from '../_shared/http.ts';

const HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  // The page reads how long to wait after a 429.
  'access-control-expose-headers': 'retry-after',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...HEADERS, 'content-type': 'application/json; charset=utf-8' },
  });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: { ...HEADERS, 'access-control-max-age': '86400' } });
}

/** Every error the function answers: its status and the message the page shows. */
export const ERRORS = {
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
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERRORS;

export function fail(code: ErrorCode, status: number = ERRORS[code][0]): Response {
  return json({ error: { code, message: ERRORS[code][1] } }, status);
}

/** 429 rate_limited, with Retry-After (seconds) saying when one more attempt counts again. */
export function limited(retryAfterSeconds: number): Response {
  const res = fail('rate_limited');
  res.headers.set('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return res;
}

/** A refusal found while reading the request, answered as `fail(code)`. */
export class Refusal extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
    this.name = 'Refusal';
  }
}
