import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from 'shared-auth/testing';
import { toast } from 'shared-ui';
import { APP_TIME_ZONE, formatDateBR } from 'shared-ui/dates';
import { CredentialsPage } from './CredentialsPage';
import { SAMPLE_CREDENTIALS } from './sampleCredentials';

let toastSuccess: jest.SpyInstance;
let toastError: jest.SpyInstance;
let consoleSpies: jest.SpyInstance[];

beforeEach(() => {
  jest.restoreAllMocks();
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
  consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
    jest.spyOn(console, m).mockImplementation(() => {}),
  );
});

// Nothing on this page is ever logged: no value can leak to the console.
afterEach(() => {
  for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
});

const AT = '/dev-dashboard/credentials';
const card = (name: string) => screen.getByRole('article', { name });
const openCreate = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Nova Credencial' }));
  return screen.getByRole('dialog', { name: 'Nova Credencial' });
};
const valueInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Valor/);

describe('CredentialsPage', () => {
  it('lists the samples with their details, every value masked', () => {
    renderSignedIn(<CredentialsPage />, { at: AT });
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciamento de Credenciais' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SAMPLE_CREDENTIALS.length);
    for (const c of SAMPLE_CREDENTIALS) expect(screen.queryByText(c.value)).not.toBeInTheDocument();
    expect(screen.getAllByText('••••••••')).toHaveLength(SAMPLE_CREDENTIALS.length);

    const google = within(card('Google OAuth Client ID'));
    expect(google.getByText('OAuth')).toBeInTheDocument();
    expect(google.getByText('Produção')).toBeInTheDocument();
    expect(google.getByText('15/01/2025')).toBeInTheDocument();
    expect(google.getByText(/Cliente OAuth do Google Calendar/)).toBeInTheDocument();
    expect(within(card('Asaas Sandbox API Key')).getByText('Desenvolvimento')).toBeInTheDocument();
    expect(within(card('Asaas API Key')).getByText('Pagamento')).toBeInTheDocument();
    expect(within(card('Supabase URL')).getByText('Banco de dados')).toBeInTheDocument();
  });

  it('reveals and hides one value at a time', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage />, { at: AT });
    const show = screen.getByRole('button', { name: 'Mostrar valor de Supabase URL' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    const hide = screen.getByRole('button', { name: 'Ocultar valor de Supabase URL' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(within(card('Supabase URL')).getByText('exemplo-url-do-projeto-supabase')).toBeInTheDocument();
    expect(screen.queryByText('exemplo-chave-publica-supabase')).not.toBeInTheDocument();
    await user.click(hide);
    expect(screen.queryByText('exemplo-url-do-projeto-supabase')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar valor de Supabase URL' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('creates an entry with the default environment and category', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage />, { at: AT });
    const dialog = await openCreate(user);
    expect(within(dialog).getByRole('combobox', { name: 'Ambiente' })).toHaveValue('development');
    expect(within(dialog).getByRole('combobox', { name: 'Categoria' })).toHaveValue('other');
    expect(valueInput(dialog)).toHaveAttribute('type', 'password');

    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'n8n API Key');
    await user.type(valueInput(dialog), 'exemplo-chave-n8n');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Automação dos fluxos');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(toastSuccess).toHaveBeenCalledWith('Credencial criada com sucesso');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const created = within(card('n8n API Key'));
    expect(created.getByText('Desenvolvimento')).toBeInTheDocument();
    expect(created.getByText('Outro')).toBeInTheDocument();
    expect(created.getByText('Automação dos fluxos')).toBeInTheDocument();
    expect(created.getByText('••••••••')).toBeInTheDocument();
    expect(created.getByText(formatDateBR(new Date(), { timeZone: APP_TIME_ZONE }))).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toBe(card('n8n API Key'));
  });

  it('shows the required errors by the fields, focuses the first and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage />, { at: AT });
    const dialog = await openCreate(user);
    const description = within(dialog).getByRole('textbox', { name: 'Descrição' });
    await user.type(description, 'Chave do CRM');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveAccessibleDescription('Nome é obrigatório');
    expect(valueInput(dialog)).toHaveAccessibleDescription('Valor é obrigatório');
    expect(name).toHaveFocus();
    expect(description).toHaveValue('Chave do CRM');

    await user.type(name, 'CRM');
    expect(within(dialog).queryByText('Nome é obrigatório')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(valueInput(dialog)).toHaveFocus();
    expect(name).toHaveValue('CRM');
    expect(screen.getByRole('dialog', { name: 'Nova Credencial' })).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('refuses a second entry with the same name in the same environment', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage />, { at: AT });
    const dialog = await openCreate(user);
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await user.type(name, 'google oauth client id');
    await user.type(valueInput(dialog), 'exemplo-outro');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ambiente' }), 'Produção');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(toastError).toHaveBeenCalledWith('Erro ao salvar credencial');
    expect(name).toHaveAccessibleDescription('Já existe uma credencial com este nome neste ambiente.');
    expect(name).toHaveFocus();
    expect(valueInput(dialog)).toHaveValue('exemplo-outro');

    // The same name in the other environment is a different credential.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ambiente' }), 'Desenvolvimento');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(toastSuccess).toHaveBeenCalledWith('Credencial criada com sucesso');
    expect(screen.getAllByRole('article')).toHaveLength(SAMPLE_CREDENTIALS.length + 1);
  });

  it('edits an entry from its own filled-in form', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage />, { at: AT });
    await user.click(screen.getByRole('button', { name: 'Editar Evolution API URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Credencial' });
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('Evolution API URL');
    expect(valueInput(dialog)).toHaveValue('exemplo-url-do-gateway-evolution');
    expect(within(dialog).getByRole('combobox', { name: 'Ambiente' })).toHaveValue('production');
    expect(within(dialog).getByRole('combobox', { name: 'Categoria' })).toHaveValue('api');

    const description = within(dialog).getByRole('textbox', { name: 'Descrição' });
    await user.clear(description);
    await user.type(description, 'Servidor novo do gateway');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Categoria' }), 'Outro');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(toastSuccess).toHaveBeenCalledWith('Credencial atualizada com sucesso');
    const edited = within(card('Evolution API URL'));
    expect(edited.getByText('Servidor novo do gateway')).toBeInTheDocument();
    expect(edited.getByText('Outro')).toBeInTheDocument();
    expect(edited.getByText(formatDateBR(new Date(), { timeZone: APP_TIME_ZONE }))).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SAMPLE_CREDENTIALS.length);
    expect(screen.getByRole('button', { name: 'Editar Evolution API URL' })).toHaveFocus();
  });

  it('leaves everything as it was when the form is cancelled', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage />, { at: AT });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Rascunho');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Rascunho' })).not.toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Nova Credencial' })).toHaveFocus();
  });

  it('deletes an entry once confirmed', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage />, { at: AT });
    await user.click(screen.getByRole('button', { name: 'Excluir Supabase Anon Key' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir credencial' });
    expect(dialog).toHaveAccessibleDescription(/"Supabase Anon Key".*não pode ser desfeita/);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(toastSuccess).toHaveBeenCalledWith('Credencial excluída com sucesso');
    expect(screen.queryByRole('article', { name: 'Supabase Anon Key' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SAMPLE_CREDENTIALS.length - 1);
    // The card that opened the dialog is gone: focus lands on the page's create button.
    expect(screen.getByRole('button', { name: 'Nova Credencial' })).toHaveFocus();
  });

  it('keeps the entry when the deletion is cancelled', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage />, { at: AT });
    const remove = screen.getByRole('button', { name: 'Excluir Supabase Anon Key' });
    await user.click(remove);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Excluir credencial' })).getByRole('button', { name: 'Cancelar' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Supabase Anon Key')).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
    expect(remove).toHaveFocus();
  });

  it('offers to create the first entry when the list is empty', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage initial={[]} />, { at: AT });
    expect(screen.getByRole('heading', { name: 'Nenhuma credencial cadastrada' })).toBeInTheDocument();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Primeira');
    await user.type(valueInput(dialog), 'exemplo-primeira');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByRole('heading', { name: 'Nenhuma credencial cadastrada' })).not.toBeInTheDocument();
    expect(card('Primeira')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova Credencial' })).toHaveFocus();
  });

  it('shows the empty state again after the last entry is deleted', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CredentialsPage initial={SAMPLE_CREDENTIALS.slice(0, 1)} />, { at: AT });
    await user.click(screen.getByRole('button', { name: 'Excluir Google OAuth Client ID' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('heading', { name: 'Nenhuma credencial cadastrada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova Credencial' })).toHaveFocus();
  });
});
