import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { useFirstErrorFocus } from './useFirstErrorFocus';

function TwoFields() {
  const [errors, setErrors] = useState<{ a?: boolean; b?: boolean }>({});
  const { formRef, focusFirstError } = useFirstErrorFocus(errors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = { a: !data.get('a') || undefined, b: !data.get('b') || undefined };
    if (found.a || found.b) focusFirstError();
    setErrors(found);
  };
  return (
    <form ref={formRef} onSubmit={submit}>
      <label>
        A <input name="a" aria-invalid={errors.a ? 'true' : undefined} />
      </label>
      <label>
        B <input name="b" aria-invalid={errors.b ? 'true' : undefined} />
      </label>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('useFirstErrorFocus', () => {
  it('focuses the first field in error after a refused submit, and nothing after an accepted one', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.type(screen.getByLabelText('A'), 'x');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText('B')).toHaveFocus();

    await user.type(screen.getByLabelText('B'), 'y');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
  });
});
