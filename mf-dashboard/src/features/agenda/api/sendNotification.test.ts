import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from 'shared-auth/client';
import { NotificationError, sendNotification, type NotificationRequest } from './sendNotification';

jest.mock('shared-auth/client', () => ({ getSupabase: jest.fn() }));

const request: NotificationRequest = {
  type: 'whatsapp',
  to: '5511987654321',
  template: 'lembrete_manual',
  data: { nome: 'Maria', data: '18/03/2026', hora: '09:00' },
  appointmentId: 'apt-1',
};

function answer(result: { data: unknown; error: unknown }) {
  const invoke = jest.fn().mockResolvedValue(result);
  jest.mocked(getSupabase).mockReturnValue({ functions: { invoke } } as never);
  return invoke;
}

describe('sendNotification', () => {
  it('invokes send-notification with the request and gives the notification id', async () => {
    const invoke = answer({ data: { success: true, notificationId: 'ntf_9' }, error: null });
    await expect(sendNotification(request)).resolves.toBe('ntf_9');
    expect(invoke).toHaveBeenCalledWith('send-notification', { body: request });
  });

  it("reads the function's error code and message", async () => {
    // What functions-js puts in the error's context: the HTTP response.
    const response = {
      status: 409,
      json: async () => ({ success: false, error: { code: 'no_instance', message: 'WhatsApp não conectado' } }),
    };
    answer({ data: null, error: new FunctionsHttpError(response) });
    const failure = await sendNotification(request).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NotificationError);
    expect(failure).toMatchObject({ code: 'no_instance', message: 'WhatsApp não conectado', status: 409 });
  });

  it('fails on a network error and on an answer without success', async () => {
    answer({ data: null, error: new FunctionsFetchError(new Error('offline')) });
    await expect(sendNotification(request)).rejects.toMatchObject({ code: 'network_error' });
    answer({ data: { success: false }, error: null });
    await expect(sendNotification(request)).rejects.toMatchObject({ code: 'not_sent' });
  });
});
