import { FunctionCallError } from 'shared-auth';
import { RemindersNotSent, remindersRefusal } from './reminderRefusal';

const optedOut = () => new FunctionCallError('Este cliente pediu para não receber mensagens (SAIR).', 'opted_out', 409);
const gateway = () => new FunctionCallError('Erro desconhecido na API', 'gateway_error', 502);

describe('remindersRefusal', () => {
  it('names the SAIR of the one client asked', () => {
    expect(remindersRefusal(new RemindersNotSent([optedOut()], 1))).toBe(
      'Este cliente pediu para não receber mensagens (SAIR).',
    );
  });

  it('counts the clients left out of a selection, singular and plural', () => {
    expect(remindersRefusal(new RemindersNotSent([optedOut()], 3))).toBe(
      'Lembretes enviados, exceto a 1 cliente que pediu para não receber mensagens (SAIR).',
    );
    expect(remindersRefusal(new RemindersNotSent([optedOut(), optedOut()], 5))).toBe(
      'Lembretes enviados, exceto a 2 clientes que pediram para não receber mensagens (SAIR).',
    );
    expect(remindersRefusal(new RemindersNotSent([optedOut(), optedOut()], 2))).toBe(
      'Estes clientes pediram para não receber mensagens (SAIR).',
    );
  });

  it('keeps the general failure when anything else went wrong', () => {
    expect(remindersRefusal(new RemindersNotSent([optedOut(), gateway()], 2))).toBe('Erro ao enviar lembretes');
    expect(remindersRefusal(new Error('boom'))).toBe('Erro ao enviar lembretes');
  });
});
