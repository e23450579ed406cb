// The booking contract: the body's shape (the fields are the function's, checked in order) and the
// refusals the public page reads.
import * as v from 'valibot';
import { BOOKING_ERRORS, bookingContract } from './booking.ts';

const issueOf = (body: unknown) => {
  const issue = v.safeParse(bookingContract.request, body).issues?.[0];
  return issue && [v.getDotPath(issue), issue.message];
};

describe('booking contract', () => {
  const ok = { data: '2030-01-07', inicio: '09:00', nome: 'Ana Souza', telefone: '(11) 98765-4321' };

  it.each([ok, { ...ok, nome: 42 }, { ...ok, extra: true }, {}])('leaves %j to the function’s field checks', (body) => {
    expect(v.parse(bookingContract.request, body)).toEqual(body);
  });

  it.each([[[ok]], ['texto'], [null], [42]])('refuses a body that is no object: %j', (body) => {
    expect(issueOf(body)).toEqual([null, 'Requisição inválida']);
  });

  it('answers a body that is not JSON with 400, one that is no object with 422', () => {
    expect(bookingContract.refusals).toEqual({
      $json: { code: 'invalid_request', status: 400, message: 'Requisição inválida' },
      $body: { code: 'invalid_request', status: 422, message: 'Requisição inválida' },
    });
  });

  it('keeps the statuses the page reads: 422 for the fields, 400 for the e-mail, 409 for a slot taken', () => {
    expect(BOOKING_ERRORS.invalid_name).toEqual([422, 'Informe seu nome (até 100 caracteres)']);
    expect(BOOKING_ERRORS.invalid_email).toEqual([400, 'E-mail inválido']);
    expect(BOOKING_ERRORS.slot_taken[0]).toBe(409);
    expect(BOOKING_ERRORS.rate_limited[0]).toBe(429);
  });
});
