import { FunctionCallError, invokeFunction } from 'shared-auth/client';
import { NotificationError, sendNotification, type NotificationRequest } from './sendNotification';

jest.mock('shared-auth/client', () => ({
  ...jest.requireActual<object>('shared-auth/client'),
  invokeFunction: jest.fn(),
}));
const invoke = jest.mocked(invokeFunction);

const request: NotificationRequest = {
  type: 'whatsapp',
  to: '5511987654321',
  template: 'lembrete_manual',
  data: { nome: 'Maria', data: '18/03/2026', hora: '09:00' },
  appointmentId: 'apt-1',
};

describe('sendNotification', () => {
  it('invokes send-notification with the request and gives the notification id', async () => {
    invoke.mockResolvedValue({ success: true, notificationId: 'ntf_9' });
    await expect(sendNotification(request)).resolves.toBe('ntf_9');
    expect(invoke).toHaveBeenCalledWith('send-notification', request);
  });

  it("passes the function's refusal on as a NotificationError", async () => {
    invoke.mockRejectedValue(new FunctionCallError('WhatsApp não conectado', 'no_instance', 409));
    const failure = await sendNotification(request).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NotificationError);
    expect(failure).toMatchObject({ code: 'no_instance', message: 'WhatsApp não conectado', status: 409 });
  });

  it('fails on an answer without success', async () => {
    invoke.mockResolvedValue({ success: false });
    await expect(sendNotification(request)).rejects.toMatchObject({ code: 'not_sent' });
  });
});
