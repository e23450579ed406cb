import { FunctionCallError } from 'shared-auth';
import { actionFailure, isOutsideWindow } from './actionFailure';

test("the function's message when it answered, the action's own when nothing did", () => {
  const refused = new FunctionCallError('A mensagem pode ter no máximo 4.096 caracteres.', 'message_too_long', 400);
  expect(actionFailure(refused, 'enviar')).toBe('A mensagem pode ter no máximo 4.096 caracteres.');
  const offline = new FunctionCallError('Failed to send a request to the Edge Function', 'network_error', 0);
  expect(actionFailure(offline, 'enviar')).toBe('Não foi possível enviar a mensagem. Tente novamente.');
  const gone = new FunctionCallError('Mídia não encontrada.', 'media_not_found', 404);
  expect(actionFailure(gone, 'midia')).toBe('Mídia não encontrada.');
  expect(actionFailure(offline, 'midia')).toBe('Não foi possível abrir a mídia. Tente novamente.');
  expect(actionFailure(new Error('boom'), 'concluir')).toBe(
    'Não foi possível concluir o atendimento. Tente novamente.',
  );
});

test("only the function's outside_window refusal is the 24-hour window's", () => {
  const outside = new FunctionCallError('A conversa está fora da janela de 24 horas', 'outside_window', 409);
  expect(isOutsideWindow(outside)).toBe(true);
  expect(isOutsideWindow(new FunctionCallError('Falhou', 'send_failed', 502))).toBe(false);
  expect(isOutsideWindow(new Error('outside_window'))).toBe(false);
});
