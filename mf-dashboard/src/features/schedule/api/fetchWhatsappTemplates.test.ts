import { callFunction } from 'shared-auth';
import { fetchWhatsappTemplates } from './fetchWhatsappTemplates';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), callFunction: jest.fn() }));
const call = jest.mocked(callFunction);

describe('fetchWhatsappTemplates', () => {
  it("asks whatsapp-instance for the templates, Meta's review read again", async () => {
    const templates = [{ tipo: 'lembrete_24h', nome: 'lembrete_24h_ab12', status: 'APPROVED', motivo: null }];
    call.mockResolvedValue({ templates } as never);
    await expect(fetchWhatsappTemplates()).resolves.toEqual(templates);
    expect(call).toHaveBeenCalledWith('whatsapp-instance', { body: { action: 'templates' } });
  });

  it('refuses an answer without templates', async () => {
    call.mockResolvedValue({ status: 'connected' } as never);
    await expect(fetchWhatsappTemplates()).rejects.toThrow('no templates');
  });
});
