import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, toast } from 'shared-ui';
import { FormError, Input } from 'shared-ui/widgets';
import { renderPage } from '../test/renderPage';
import { useAuthSubmit, type AuthSubmitOptions } from './useAuthSubmit';

function NameForm({ send, withToast }: { send: (name: string) => Promise<void>; withToast?: boolean }) {
  const [name, setName] = useState('');
  const { busy, error, onSubmit } = useAuthSubmit({
    validate: () => (name.trim() ? null : 'Preencha o nome'),
    send: () => send(name),
    failure: ((err) =>
      err instanceof Error
        ? err.message
        : { message: 'Erro no formulário', toast: 'Erro no aviso' }) satisfies AuthSubmitOptions['failure'],
    toast: withToast,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Cadastro">
      <FormError>{error}</FormError>
      <Input label="Nome" value={name} onChange={(e) => setName(e.target.value)} />
      <Button type="submit" busy={busy} busyLabel="Enviando...">
        Enviar
      </Button>
    </form>
  );
}

describe('useAuthSubmit', () => {
  afterEach(() => act(() => toast.remove()));

  it('refuses what validate refuses without sending', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    renderPage(<NameForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Preencha o nome');
    expect(send).not.toHaveBeenCalled();
  });

  it('is busy while sending, ignores a second submit, and clears the previous error', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage(<NameForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  });

  it('shows a failure and hands the form back with what was typed', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValueOnce(new Error('Credenciais inválidas')).mockResolvedValueOnce(undefined);
    renderPage(<NameForm send={send} />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas');
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('toasts each message when asked, with its own toast text', async () => {
    const user = userEvent.setup();
    renderPage(<NameForm send={() => Promise.reject('recusado')} withToast />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro no aviso')).toBeInTheDocument();
    expect(screen.getByText('Erro no formulário')).toBeInTheDocument();
  });
});
