import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Input } from '../components/Input/Input';
import { renderWithTheme } from '../test-utils';
import { fieldBinder } from './fieldBinder';

function Form({ errors = {} }: { errors?: { code?: string } }) {
  const [form, setForm] = useState({ name: '', code: '', count: 1 });
  const field = fieldBinder(form, setForm, errors);
  return (
    <>
      <Input label="Nome" {...field('name')} />
      <Input label="Código" {...field('code', (v) => v.toUpperCase())} />
      <p>{`${form.name}|${form.code}|${form.count}`}</p>
    </>
  );
}

describe('fieldBinder', () => {
  it('stores what is typed, through the mask when there is one, and leaves the rest of the form', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Form />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Código'), 'ab1');
    expect(screen.getByText('Ana|AB1|1')).toBeInTheDocument();
    expect(screen.getByLabelText('Código')).toHaveValue('AB1');
    expect(screen.getByLabelText('Nome')).toHaveAttribute('name', 'name');
  });

  it("shows the field's error", () => {
    renderWithTheme(<Form errors={{ code: 'Código inválido' }} />);
    expect(screen.getByText('Código inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Código')).toHaveAttribute('aria-invalid', 'true');
  });
});
