import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useAuthStore } from '../store/authStore';
import { createTestQueryClient } from '../testing/renderSignedIn';
import { toast } from 'shared-ui';
import { createQueryClient, QueryProvider } from '.';

function signInAs(id: string | null) {
  useAuthStore.setState({ user: id ? ({ id } as never) : null, session: null });
}

function Figures() {
  const userId = useAuthStore((s) => s.user?.id ?? 'ninguém');
  const { data } = useQuery({ queryKey: ['figures'], queryFn: async () => `dados de ${userId}` });
  return <p>{data ?? 'carregando'}</p>;
}

describe('QueryProvider', () => {
  it("drops what it holds when the signed-in customer changes, so nobody sees another's data", async () => {
    signInAs('ana');
    const client = createTestQueryClient();
    render(
      <QueryProvider client={client}>
        <Figures />
      </QueryProvider>,
    );
    expect(await screen.findByText('dados de ana')).toBeInTheDocument();
    act(() => signInAs(null));
    expect(client.getQueryData(['figures'])).toBeUndefined();
  });

  it('keeps the cache while the same customer stays signed in', async () => {
    signInAs('ana');
    const client = createTestQueryClient();
    render(
      <QueryProvider client={client}>
        <Figures />
      </QueryProvider>,
    );
    expect(await screen.findByText('dados de ana')).toBeInTheDocument();
    act(() => useAuthStore.setState({ session: { access_token: 'renovado' } as never }));
    expect(client.getQueryData(['figures'])).toBe('dados de ana');
  });
});

describe('createQueryClient', () => {
  it('logs a failed read under its label and toasts its message once, without retrying', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const toastError = jest.spyOn(toast, 'error');
    const read = jest.fn().mockRejectedValue(new Error('offline'));
    const client = createQueryClient({ gcTime: Infinity });
    await expect(
      client.fetchQuery({
        queryKey: ['stats'],
        queryFn: read,
        meta: { errorMessage: 'Erro ao carregar dados do dashboard', errorLabel: '[dashboard] stats' },
      }),
    ).rejects.toThrow('offline');
    expect(read).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[dashboard] stats', expect.any(Error));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Erro ao carregar dados do dashboard');
    error.mockRestore();
  });

  it('picks the message by the error, or none', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const toastError = jest.spyOn(toast, 'error');
    toastError.mockClear();
    const client = createQueryClient({ gcTime: Infinity });
    const meta = { errorMessage: (e: unknown) => ((e as Error).message === 'quiet' ? null : 'Falhou') };
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new Error('quiet')), meta })
      .catch(() => null);
    expect(toastError).not.toHaveBeenCalled();
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('loud')), meta })
      .catch(() => null);
    expect(toastError).toHaveBeenCalledWith('Falhou');
  });
});
