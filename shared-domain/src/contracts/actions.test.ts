// The contracts of the functions that act by `action`: billing, whatsapp-instance, google-calendar.
import * as v from 'valibot';
import { billingContract } from './billing.ts';
import { googleCalendarContract, GOOGLE_CALENDAR_MESSAGES } from './googleCalendar.ts';
import { WHATSAPP_INSTANCE_MESSAGES, whatsappInstanceContract } from './whatsappInstance.ts';

const issueOf = (schema: v.GenericSchema, body: unknown) => {
  const issue = v.safeParse(schema, body).issues?.[0];
  return issue && [v.getDotPath(issue), issue.message];
};

describe('billing contract', () => {
  it('takes no action (the summary) or cancel', () => {
    expect(v.safeParse(billingContract.request, {}).success).toBe(true);
    expect(v.safeParse(billingContract.request, { action: 'cancel' }).success).toBe(true);
  });

  it('refuses any other action, naming it', () => {
    expect(issueOf(billingContract.request, { action: 'refund' })).toEqual(['action', 'Ação inválida.']);
  });
});

describe('whatsapp-instance contract', () => {
  it.each(['create', 'qrcode', 'reconnect', 'status', 'delete', 'sync_webhooks'])('takes %s', (action) => {
    expect(v.safeParse(whatsappInstanceContract.request, { action }).success).toBe(true);
  });

  it.each([
    [{ action: 'explodir' }, 'action', WHATSAPP_INSTANCE_MESSAGES.action],
    [{}, 'action', WHATSAPP_INSTANCE_MESSAGES.action],
    [{ action: 'sync_webhooks', after: 3 }, 'after', WHATSAPP_INSTANCE_MESSAGES.after],
  ])('refuses %j: %s', (body, path, message) => {
    expect(issueOf(whatsappInstanceContract.request, body)).toEqual([path, message]);
  });
});

describe('google-calendar contract', () => {
  it('takes each action, authorize with its return address', () => {
    for (const action of ['status', 'sync', 'disconnect'])
      expect(v.safeParse(googleCalendarContract.request, { action }).success).toBe(true);
    const authorize = { action: 'authorize', redirectTo: 'https://app.example/agente' };
    expect(v.safeParse(googleCalendarContract.request, authorize).output).toEqual(authorize);
  });

  it.each([
    [{ action: 'apagar' }, 'action', GOOGLE_CALENDAR_MESSAGES.action],
    [{ action: 'authorize', redirectTo: 5 }, 'redirectTo', GOOGLE_CALENDAR_MESSAGES.redirectTo],
    [null, null, GOOGLE_CALENDAR_MESSAGES.body],
  ])('refuses %j: %s', (body, path, message) => {
    expect(issueOf(googleCalendarContract.request, body)).toEqual([path, message]);
  });
});
