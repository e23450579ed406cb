import { FunctionsFetchError, FunctionsHttpError } from '@supabase/functions-js';
import { FunctionCallError } from '../errors/functionCallError';
import { callFunction } from './callFunction';
import { getFunctions } from './getFunctions';

jest.mock('./getFunctions', () => ({ getFunctions: jest.fn() }));

function answer(result: { data: unknown; error: unknown }) {
  const invoke = jest.fn().mockResolvedValue(result);
  jest.mocked(getFunctions).mockReturnValue({ invoke } as never);
  return invoke;
}

describe('callFunction', () => {
  it('posts the body to the named function and gives its answer', async () => {
    const invoke = answer({ data: { status: 'connected' }, error: null });
    await expect(callFunction('whatsapp-instance', { body: { action: 'status' } })).resolves.toEqual({
      status: 'connected',
    });
    expect(invoke).toHaveBeenCalledWith('whatsapp-instance', { method: 'POST', body: { action: 'status' } });
  });

  it('sends a GET without a body', async () => {
    const invoke = answer({ data: { plan: null }, error: null });
    await callFunction('billing', { method: 'GET' });
    expect(invoke).toHaveBeenCalledWith('billing', { method: 'GET' });
  });

  it("throws the function's own code, message and status", async () => {
    // What functions-js puts in the error's context: the HTTP response.
    const response = {
      status: 409,
      json: async () => ({ success: false, error: { code: 'no_instance', message: 'WhatsApp não conectado' } }),
    };
    answer({ data: null, error: new FunctionsHttpError(response) });
    const failure = await callFunction('send-notification').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FunctionCallError);
    expect(failure).toMatchObject({ code: 'no_instance', message: 'WhatsApp não conectado', status: 409 });
  });

  it('keeps the HTTP status when the body is not JSON', async () => {
    const response = { status: 502, json: async () => Promise.reject(new SyntaxError('html')) };
    answer({ data: null, error: new FunctionsHttpError(response) });
    await expect(callFunction('billing')).rejects.toMatchObject({ code: 'http_error', status: 502 });
  });

  it('reports no answer as a network error with status 0', async () => {
    answer({ data: null, error: new FunctionsFetchError(new Error('offline')) });
    await expect(callFunction('billing')).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });
});
