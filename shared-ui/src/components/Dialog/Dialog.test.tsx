import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Novo Agendamento</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Novo Agendamento"
        description="Preencha os dados do agendamento."
        maxWidth={425}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit">Salvar</Button>
          </>
        }
        {...props}
      >
        <Input label="Nome" />
        <Input label="Telefone" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Dialog open={false} onClose={() => {}} title="Filtros Avançados" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled, described modal in a portal, focusing the first field', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));

    const dialog = screen.getByRole('dialog', { name: 'Novo Agendamento' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Preencha os dados do agendamento.');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    expect(dialog).toHaveStyle({ maxWidth: '425px' });
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));

    const nome = screen.getByRole('textbox', { name: 'Nome' });
    const fechar = screen.getByRole('button', { name: 'Fechar' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await user.tab();
    expect(fechar).toHaveFocus();
    await user.tab();
    expect(nome).toHaveFocus();
    await user.tab({ shift: true });
    expect(fechar).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Novo Agendamento' });
    await user.click(opener);

    await user.keyboard('[Escape]');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  });

  it('closes with the Fechar button and with a backdrop click, not with a click inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Novo Agendamento' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByText('Preencha os dados do agendamento.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('honours initialFocusRef, alertdialog and a hidden close button', async () => {
    const user = userEvent.setup();
    function Confirm() {
      const [open, setOpen] = useState(false);
      const back = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Cancelar agendamento</Button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            role="alertdialog"
            title="Confirmar Cancelamento"
            description="Esta ação não pode ser desfeita."
            initialFocusRef={back}
            hideCloseButton
            closeOnBackdropClick={false}
            footer={
              <>
                <Button ref={back} variant="secondary" onClick={() => setOpen(false)}>
                  Voltar
                </Button>
                <Button variant="danger">Cancelar Agendamento</Button>
              </>
            }
          />
        </>
      );
    }
    renderWithTheme(<Confirm />);
    await user.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));

    expect(screen.getByRole('alertdialog', { name: 'Confirmar Cancelamento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('focuses the panel itself when it holds nothing focusable', () => {
    renderWithTheme(<Dialog open onClose={() => {}} title="Aviso" hideCloseButton />);
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toHaveFocus();
  });
});
