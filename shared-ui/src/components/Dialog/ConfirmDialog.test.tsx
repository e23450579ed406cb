import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

function setup(onConfirm: () => Promise<boolean>) {
  const onClose = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      onClose={onClose}
      title="Excluir item"
      description="Esta ação não pode ser desfeita."
      cancelLabel="Voltar"
      confirmLabel="Excluir"
      busyLabel="Excluindo..."
      onConfirm={onConfirm}
    />,
  );
  return onClose;
}

describe('ConfirmDialog', () => {
  it('is an alert dialog that waits for the action, then closes', async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => undefined;
    const onClose = setup(() => new Promise((resolve) => (finish = resolve)));
    expect(screen.getByRole('alertdialog', { name: 'Excluir item' })).toHaveAccessibleDescription(
      'Esta ação não pode ser desfeita.',
    );
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('button', { name: 'Excluindo...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    finish(true);
    await screen.findByRole('button', { name: 'Excluir' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when the action answers false, to try again', async () => {
    const user = userEvent.setup();
    const onClose = setup(async () => false);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('button', { name: 'Excluir' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
