/**
 * The client's details checked: a wrong e-mail, name, phone or note pointed at under its field (and
 * nothing sent), a service required, and the function's refusals of the e-mail, the phone and a name
 * with a link shown under their fields. (test/bookingPage.setup.tsx: the function.)
 */
import { API, chooseAndFill, clearTitle, fail, fetchMock, renderPage, serveDefault } from './test/bookingPage.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

afterEach(clearTitle);

test('a wrong e-mail is pointed at under its field and nothing is sent', async () => {
  serveDefault();
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  const email = screen.getByLabelText('E-mail (opcional)');
  for (const wrong of ['ana souza@exemplo.com', 'ana@@exemplo.com', 'ana@']) {
    await user.clear(email);
    await user.type(email, wrong);
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  }
  expect(fetchMock).not.toHaveBeenCalledWith(API, expect.objectContaining({ method: 'POST' }));

  // Typing again clears the message.
  await user.type(email, 'x');
  expect(email).not.toHaveAccessibleDescription('E-mail inválido');
});

test("the function's refusal of the e-mail shows under the e-mail", async () => {
  serveDefault(() => fail(422, 'invalid_email', 'E-mail inválido'));
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  await user.type(screen.getByLabelText('E-mail (opcional)'), 'ana@exemplo');
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  await waitFor(() => expect(screen.getByLabelText('E-mail (opcional)')).toHaveFocus());
  expect(screen.getByLabelText('E-mail (opcional)')).toHaveAccessibleDescription('E-mail inválido');
  expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
});

test('field errors show under the fields and the first one takes the focus', async () => {
  serveDefault();
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: /Limpeza de pele/ }));
  await user.click(screen.getByRole('button', { name: '09:00' }));
  await user.type(screen.getByLabelText('WhatsApp'), '1134567');
  await user.click(screen.getByLabelText('Observação (opcional)'));
  await user.paste('x'.repeat(501));
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

  expect(screen.getByLabelText('Nome')).toHaveFocus();
  expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Informe seu nome');
  expect(screen.getByLabelText('WhatsApp')).toHaveAccessibleDescription(/Informe um celular válido com DDD/);
  expect(screen.getByLabelText('Observação (opcional)')).toHaveAccessibleDescription(
    'Observação muito longa (até 500 caracteres)',
  );
  expect(fetchMock).not.toHaveBeenCalledWith(API, expect.objectContaining({ method: 'POST' }));

  await user.type(screen.getByLabelText('Nome'), 'x'.repeat(101));
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Nome muito longo (até 100 caracteres)');
});

test('a service must be chosen when the business has services', async () => {
  serveDefault();
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: '09:00' }));
  await user.type(screen.getByLabelText('Nome'), 'Ana');
  await user.type(screen.getByLabelText('WhatsApp'), '11987654321');
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Escolha um serviço');
  expect(screen.getByRole('heading', { name: 'Escolha o serviço' })).toHaveFocus();
});

test('a phone the function refuses is shown under the phone field', async () => {
  serveDefault(() => fail(422, 'invalid_phone', 'Informe um celular válido com DDD'));
  const user = userEvent.setup();
  renderPage();
  await chooseAndFill(user);
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  await waitFor(() => expect(screen.getByLabelText('WhatsApp')).toHaveFocus());
  expect(screen.getByLabelText('WhatsApp')).toHaveAccessibleDescription(/Informe um celular válido com DDD/);
});

test('a name with a link, refused by the function, is shown under the name field', async () => {
  const user = userEvent.setup();
  serveDefault(() => fail(422, 'name_with_link', 'O nome não pode conter links nem endereços de sites'));
  renderPage();
  await chooseAndFill(user);
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  expect(await screen.findByText('O nome não pode conter links nem endereços de sites')).toBeInTheDocument();
  expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
});
