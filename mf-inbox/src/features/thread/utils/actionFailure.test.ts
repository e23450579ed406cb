import { FunctionCallError } from 'shared-auth';
import { actionFailure } from './actionFailure';

test("the function's message when it answered, the action's own when nothing did", () => {
  const refused = new FunctionCallError('A mensagem pode ter no máximo 4.096 caracteres.', 'message_too_long', 400);
  expect(actionFailure(refused, 'enviar')).toBe('A mensagem pode ter no máximo 4.096 caracteres.');
  const offline = new FunctionCallError('Failed to send a request to the Edge Function', 'network_error', 0);
  expect(actionFailure(offline, 'enviar')).toBe('Não foi possível enviar a mensagem. Tente novamente.');
  expect(actionFailure(new Error('boom'), 'concluir')).toBe(
    'Não foi possível concluir o atendimento. Tente novamente.',
  );
});
