// How a gateway failure reaches the browser: a time-out as 504 with the client's 'Tempo limite
// excedido ao …', anything else the gateway answered (or a network failure) as 502 with the
// widget's own text for that action.
import { EvolutionError } from '../_shared/evolution.ts';
import { HttpError } from '../_shared/handler.ts';

/** A refusal of the widget's action, answered by handler() as {error: {code, message}}. */
export class ActionError extends HttpError {
  constructor(status: number, code: string, message: string) {
    super(status, code, message);
    this.name = 'ActionError';
  }
}

export interface Failure {
  code: string;
  message: string;
}

export const FAILURES = {
  create: { code: 'create_failed', message: 'Erro ao criar instância do WhatsApp. Tente novamente.' },
  qrcode: { code: 'qrcode_failed', message: 'Não foi possível gerar o QR Code. Tente reconectar.' },
  reconnect: { code: 'reconnect_failed', message: 'Erro ao reconectar WhatsApp. Tente novamente.' },
  status: { code: 'status_failed', message: 'Erro ao verificar status da conexão' },
  delete: { code: 'delete_failed', message: 'Falha ao deletar instância' },
} satisfies Record<string, Failure>;

/** The answer for an error thrown while talking to the gateway; other errors are rethrown. */
export function gatewayFailure(err: unknown, failure: Failure): ActionError {
  if (err instanceof ActionError) return err;
  if (!(err instanceof EvolutionError)) throw err;
  console.error('[whatsapp-instance]', failure.code, err.status, err.message);
  if (err.timedOut) return new ActionError(504, 'gateway_timeout', err.message);
  return new ActionError(502, failure.code, failure.message);
}

/** Runs gateway calls, turning their failures into the action's answer. */
export async function atGateway<T>(failure: Failure, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw gatewayFailure(err, failure);
  }
}

/** Evolution refuses a second instance with the same name (403 'This name "x" is already in use.'). */
export function alreadyExists(err: unknown): boolean {
  return (
    err instanceof EvolutionError && (err.status === 403 || err.status === 409) && /already in use/i.test(err.message)
  );
}

/** The instance does not exist at the gateway. */
export function notFound(err: unknown): boolean {
  return err instanceof EvolutionError && err.notFound;
}

/** Logging out an instance that is not connected (or gone): nothing to do. */
export function notConnected(err: unknown): boolean {
  return err instanceof EvolutionError && (err.notFound || (err.status === 400 && /not connected/i.test(err.message)));
}
