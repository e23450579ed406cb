import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Input } from './Input';

describe('Input', () => {
  it('is labelled and typeable', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Input label="E-mail" type="email" />);

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'ana@clinica.com.br');
    expect(input).toHaveValue('ana@clinica.com.br');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links the hint through aria-describedby', () => {
    renderWithTheme(<Input label="Duração" hint="Recomendado: 30, 45 ou 60 minutos." />);
    expect(screen.getByRole('textbox', { name: 'Duração' })).toHaveAccessibleDescription(
      'Recomendado: 30, 45 ou 60 minutos.',
    );
  });

  it('wires an error: aria-invalid, aria-describedby and an alert', () => {
    renderWithTheme(<Input label="CPF" hint="Somente números" error="CPF é obrigatório para pessoa física" />);

    const input = screen.getByRole('textbox', { name: 'CPF' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Somente números CPF é obrigatório para pessoa física');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('CPF é obrigatório para pessoa física');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  it('keeps a caller id and extra aria-describedby, and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <>
        <p id="extra">Usado no login</p>
        <Input ref={ref} id="email" label="E-mail" aria-describedby="extra" error="E-mail inválido" />
      </>,
    );

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('id', 'email');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('aria-describedby', 'extra email-error');
  });

  it('marks required fields without putting the asterisk in the name', () => {
    renderWithTheme(<Input label="Nome" required />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeRequired();
  });

  it('can hide its label visually and keep it for screen readers', () => {
    renderWithTheme(<Input label="Buscar por nome ou serviço" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome ou serviço' })).toBeInTheDocument();
  });

  it('gives each instance its own ids', () => {
    renderWithTheme(
      <>
        <Input label="Início" />
        <Input label="Fim" />
      </>,
    );
    expect(screen.getByLabelText('Início').id).not.toBe(screen.getByLabelText('Fim').id);
  });
});
