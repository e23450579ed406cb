// The contracts of send-notification, staff-login, agent-activate and payments.
import * as v from 'valibot';
import { agentActivateContract } from './agentActivate.ts';
import { paymentsContract } from './payments.ts';
import { SEND_NOTIFICATION_MESSAGES as n, sendNotificationContract } from './sendNotification.ts';
import { STAFF_LOGIN_MESSAGES as s, staffLoginContract } from './staffLogin.ts';

const issueOf = (schema: v.GenericSchema, body: unknown) => {
  const issue = v.safeParse(schema, body).issues?.[0];
  return issue && [v.getDotPath(issue), issue.message];
};

describe('send-notification contract', () => {
  const ok = {
    type: 'whatsapp',
    to: '5511987654321',
    template: 'lembrete_manual',
    data: { nome: 'Ana', data: '24/11/2026', hora: '09:00' },
    appointmentId: '6f1c2f4e-8a3b-4c5d-9e0f-1a2b3c4d5e6f',
  };

  it('takes the agenda notice', () => {
    expect(v.safeParse(sendNotificationContract.request, ok).success).toBe(true);
  });

  it.each([
    [{ ...ok, type: 'email' }, 'type', n.type],
    [{ ...ok, template: 'lembrete_24h' }, 'template', n.template],
    [{ ...ok, appointmentId: 'x' }, 'appointmentId', n.appointmentId],
    [{ ...ok, appointmentId: undefined }, 'appointmentId', n.appointmentId],
  ])('refuses %j: %s', (body, path, message) => {
    expect(issueOf(sendNotificationContract.request, body)).toEqual([path, message]);
  });
});

describe('staff-login contract', () => {
  it('takes a username (trimmed, lower case) and a password', () => {
    expect(v.parse(staffLoginContract.request, { username: ' Dev.Ana ', password: 'x' })).toEqual({
      username: 'dev.ana',
      password: 'x',
    });
  });

  it.each([
    [{ username: 'a', password: 'x' }, 'username', s.username],
    [{ username: 'ana maria', password: 'x' }, 'username', s.username],
    [{ password: 'x' }, 'username', s.username],
    [{ username: 'ana', password: '' }, 'password', s.password],
    [{ username: 'ana', password: 1 }, 'password', s.password],
  ])('refuses %j: %s', (body, path, message) => {
    expect(issueOf(staffLoginContract.request, body)).toEqual([path, message]);
  });

  it('answers every refusal as the same 401, saying nothing of which field', () => {
    const refused = { code: 'invalid_credentials', status: 401, message: 'Credenciais inválidas' };
    expect(staffLoginContract.refusals).toEqual({ $json: refused, $body: refused, $field: refused });
  });
});

describe('agent-activate contract', () => {
  it('takes an object, and refuses anything else', () => {
    expect(v.safeParse(agentActivateContract.request, {}).success).toBe(true);
    expect(issueOf(agentActivateContract.request, [])).toEqual([null, 'Requisição inválida.']);
  });
});

describe('payments contract', () => {
  it('takes an object of the checkout fields (their checks are the function’s), and refuses anything else', () => {
    expect(v.safeParse(paymentsContract.request, { plan: 'mensal', extra: 1 }).success).toBe(true);
    expect(issueOf(paymentsContract.request, 'pagar')).toEqual([null, 'Dados do pagamento inválidos.']);
  });
});

describe('a missing field', () => {
  it('is refused with its own message, not the body’s', () => {
    const { appointmentId: _, ...withoutId } = {
      type: 'whatsapp',
      template: 'lembrete_manual',
      appointmentId: 'x',
    };
    expect(issueOf(sendNotificationContract.request, withoutId)).toEqual(['appointmentId', n.appointmentId]);
    expect(issueOf(staffLoginContract.request, { username: 'ana' })).toEqual(['password', s.password]);
  });
});
