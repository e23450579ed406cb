import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Link } from 'react-router-dom';
import { renderWithTheme } from '../../test-utils';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

describe('Button', () => {
  it('is a button that does not submit forms unless asked', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Cancelar</Button>
        <Button type="submit">Entrar</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref and native props', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    renderWithTheme(
      <Button ref={ref} onClick={onClick} aria-describedby="ajuda" data-testid="botao" variant="danger" size="lg">
        Excluir
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Excluir' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-describedby', 'ajuda');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when busy: disabled, aria-busy, shows the busy label and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button busy busyLabel="Entrando..." onClick={onClick}>
        Entrar
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Entrando...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Entrar')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its text while busy when no busy label is given', () => {
    renderWithTheme(<Button busy>Salvar</Button>);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('is not busy by default', () => {
    renderWithTheme(<Button>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('stretches with fullWidth', () => {
    renderWithTheme(<Button fullWidth>Continuar</Button>);
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveStyle({ width: '100%' });
  });
});

describe('LinkButton', () => {
  it('is a link styled as a button', () => {
    renderWithTheme(
      <LinkButton href="/checkout" $variant="secondary">
        Assinar
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Assinar' })).toHaveAttribute('href', '/checkout');
  });

  it('renders a router Link through `as`', () => {
    renderWithTheme(
      <LinkButton as={Link} to="/user-dashboard/plan" $fullWidth>
        Meu Plano
      </LinkButton>,
      { routerEntries: ['/'] },
    );
    const link = screen.getByRole('link', { name: 'Meu Plano' });
    expect(link).toHaveAttribute('href', '/user-dashboard/plan');
  });
});
