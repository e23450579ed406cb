import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from 'shared-auth/testing';
import type { AgentProductRow } from 'shared-domain';
import { toast } from 'shared-ui';
import { downloadTextFile } from 'shared-ui/widgets';
import { replaceAgentProducts } from './api/replaceAgentProducts';
import { ProductsStep } from './ProductsStep';

jest.mock('./api/replaceAgentProducts');
// The browser's download is replaced; the CSV handed to it is what the test reads.
jest.mock('shared-ui/widgets', () => ({ ...jest.requireActual('shared-ui/widgets'), downloadTextFile: jest.fn() }));

const save = jest.mocked(replaceAgentProducts);
const download = jest.mocked(downloadTextFile);
const AGENT_ID = 'agent-1';

function row(
  codigo: string,
  nome: string,
  valor: number | null = null,
  duracao_minutos: number | null = null,
): AgentProductRow {
  return {
    duracao_minutos,
    id: `id-${codigo}`,
    agent_id: AGENT_ID,
    codigo,
    nome,
    valor,
    descricao: null,
    created_at: '2026-03-01T12:00:00Z',
  };
}

let toastSuccess: jest.SpyInstance;
let toastError: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function setup(initialProducts: AgentProductRow[] = []) {
  const onSaved = jest.fn();
  const user = userEvent.setup();
  renderSignedIn(<ProductsStep agentId={AGENT_ID} initialProducts={initialProducts} onSaved={onSaved} />, {
    at: '/user-dashboard/agent',
  });
  return { user, onSaved };
}

// A field of row n, looked up within its row: a by-name query over the whole table computes the
// accessible name of all 50 fields on every call, seconds per test on a busy machine.
const field = (n: number, role: 'textbox' | 'spinbutton', label: string) =>
  within(screen.getAllByRole('row')[n]).getByRole(role, { name: `${label} do item ${n}` });
const codigo = (n: number) => field(n, 'textbox', 'Código');
const nome = (n: number) => field(n, 'textbox', 'Nome');
const valor = (n: number) => field(n, 'spinbutton', 'Valor (R$)');
const descricao = (n: number) => field(n, 'textbox', 'Descrição');
const duracao = (n: number) => field(n, 'spinbutton', 'Duração (min)');
const csvFile = (text: string, name = 'produtos.csv', type = 'text/csv') => new File([text], name, { type });

describe('ProductsStep', () => {
  it('shows a table of 10 rows with the five columns, filled with the stored products', () => {
    setup([row('P001', 'Consulta', 150, 45)]);
    const table = screen.getByRole('table', { name: 'Produtos e serviços' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Código', 'Nome', 'Valor (R$)', 'Descrição', 'Duração (min)']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(codigo(1)).toHaveValue('P001');
    expect(nome(1)).toHaveValue('Consulta');
    expect(valor(1)).toHaveValue(150);
    expect(valor(1)).toHaveAttribute('min', '0');
    expect(valor(1)).toHaveAttribute('step', '0.01');
    expect(duracao(1)).toHaveValue(45);
    expect(duracao(1)).toHaveAttribute('min', '5');
    expect(duracao(1)).toHaveAttribute('max', '720');
    expect(codigo(10)).toHaveValue('');
    expect(duracao(10)).toHaveValue(null);
  });

  it('saves only rows with código and nome, then hands the saved rows on', async () => {
    const saved = [row('P1', 'Consulta', 49.9), row('P2', 'Retorno')];
    save.mockResolvedValue(saved);
    const { user, onSaved } = setup();
    await user.type(codigo(1), 'P1');
    await user.type(nome(1), 'Consulta');
    await user.type(valor(1), '49.90');
    await user.type(descricao(1), 'Primeira consulta');
    await user.type(duracao(1), '45');
    await user.type(codigo(2), ' P2 ');
    await user.type(nome(2), 'Retorno');
    await user.type(codigo(3), 'P3');
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));

    expect(save).toHaveBeenCalledWith(AGENT_ID, [
      { codigo: 'P1', nome: 'Consulta', valor: 49.9, descricao: 'Primeira consulta', duracao_minutos: 45 },
      { codigo: 'P2', nome: 'Retorno', valor: null, descricao: null, duracao_minutos: null },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith('Produtos/serviços salvos com sucesso!');
    expect(onSaved).toHaveBeenCalledWith(saved);
    // Five columns typed into: longer than Jest's default 5 s on a busy machine.
  }, 20_000);

  it('asks for at least one product and does not save', async () => {
    const { user, onSaved } = setup();
    await user.type(codigo(1), 'P1');
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));
    expect(toastError).toHaveBeenCalledWith('Cadastre pelo menos um produto ou serviço');
    expect(save).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses repeated códigos inline and marks the rows', async () => {
    const { user } = setup([row('P1', 'Consulta'), row('P1', 'Retorno')]);
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Códigos repetidos: P1. Cada produto ou serviço precisa de um código diferente.',
    );
    expect(codigo(1)).toHaveAttribute('aria-invalid', 'true');
    expect(codigo(2)).toHaveAttribute('aria-invalid', 'true');
    expect(codigo(3)).not.toHaveAttribute('aria-invalid');
    expect(save).not.toHaveBeenCalled();

    await user.clear(codigo(2));
    await user.type(codigo(2), 'P2');
    save.mockResolvedValue([]);
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a duração out of 5–720 inline and marks its row', async () => {
    const { user } = setup([row('P1', 'Consulta'), row('P2', 'Coloração')]);
    await user.type(duracao(2), '800');
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Duração inválida em P2: informe de 5 a 720 minutos, ou deixe vazio para usar a duração da agenda.',
    );
    expect(duracao(2)).toHaveAttribute('aria-invalid', 'true');
    expect(duracao(1)).not.toHaveAttribute('aria-invalid');
    expect(save).not.toHaveBeenCalled();

    await user.clear(duracao(2));
    await user.type(duracao(2), '120');
    save.mockResolvedValue([]);
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));
    expect(save).toHaveBeenCalledWith(AGENT_ID, [
      expect.objectContaining({ codigo: 'P1', duracao_minutos: null }),
      expect.objectContaining({ codigo: 'P2', duracao_minutos: 120 }),
    ]);
  }, 20_000);

  it("shows 'Salvando...' while saving and keeps what was typed when the save fails", async () => {
    let fail!: (e: Error) => void;
    save.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const { user, onSaved } = setup();
    await user.type(codigo(1), 'P1');
    await user.type(nome(1), 'Consulta');
    await user.click(screen.getByRole('button', { name: 'Salvar e Continuar' }));
    const busy = screen.getByRole('button', { name: 'Salvando...' });
    expect(busy).toBeDisabled();

    fail(new Error('permission denied'));
    expect(await screen.findByRole('button', { name: 'Salvar e Continuar' })).toBeEnabled();
    expect(toastError).toHaveBeenCalledWith('Erro ao salvar produtos');
    expect(onSaved).not.toHaveBeenCalled();
    expect(codigo(1)).toHaveValue('P1');
    expect(nome(1)).toHaveValue('Consulta');
  });

  it('adds a blank row below the ten', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Adicionar linha' }));
    expect(codigo(11)).toHaveValue('');
    expect(screen.getAllByRole('textbox', { name: /^Código do item/ })).toHaveLength(11);
  });

  it("downloads the template as 'template_produtos_servicos.csv'", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Baixar Template CSV' }));
    expect(download).toHaveBeenCalledWith('template_produtos_servicos.csv', expect.any(String));
    const csv = download.mock.calls[0][1];
    expect(csv.startsWith('\uFEFFcodigo,nome,valor,descricao\r\n')).toBe(true);
    expect(csv.trim().split('\r\n')).toHaveLength(3);
  });

  it('imports a CSV into the table, padded to 10 rows', async () => {
    const { user } = setup([row('OLD', 'Antigo')]);
    const csv = 'codigo;nome;valor;descricao\r\nP1;"Corte; escova";R$ 49,90;Com lavagem\r\nP2;Pacote;1.234,56;\r\n';
    await user.upload(screen.getByLabelText('Importar CSV'), csvFile(`\uFEFF${csv}`));

    expect(await screen.findByDisplayValue('Corte; escova')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('2 produtos/serviços importados com sucesso!');
    expect(codigo(1)).toHaveValue('P1');
    expect(valor(1)).toHaveValue(49.9);
    expect(descricao(1)).toHaveValue('Com lavagem');
    expect(valor(2)).toHaveValue(1234.56);
    expect(codigo(3)).toHaveValue('');
    expect(screen.queryByDisplayValue('OLD')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Código do item/ })).toHaveLength(10);
  });

  it('imports an optional duration column', async () => {
    const { user } = setup();
    const csv = 'codigo,nome,valor,descricao,duracao_minutos\nC1,Corte,60,,30\nC2,Coloração,250,,120\nC3,Escova,40,,\n';
    await user.upload(screen.getByLabelText('Importar CSV'), csvFile(csv));
    expect(await screen.findByDisplayValue('Coloração')).toBeInTheDocument();
    expect(duracao(1)).toHaveValue(30);
    expect(duracao(2)).toHaveValue(120);
    expect(duracao(3)).toHaveValue(null);
  });

  it('shows every imported row when the file has more than 10', async () => {
    const { user } = setup();
    const lines = Array.from({ length: 12 }, (_, i) => `P${i + 1},Item ${i + 1},${i + 1},`);
    await user.upload(
      screen.getByLabelText('Importar CSV'),
      csvFile(['codigo,nome,valor,descricao', ...lines].join('\n')),
    );
    expect(await screen.findByDisplayValue('P12')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Código do item/ })).toHaveLength(12);
    expect(toastSuccess).toHaveBeenCalledWith('12 produtos/serviços importados com sucesso!');
  });

  it('refuses a file that is not a CSV, a wrong header and a file without products', async () => {
    const { user } = setup([row('P1', 'Consulta')]);
    // applyAccept off: the check is the component's, as when a browser lets "All files" through.
    const picker = screen.getByLabelText('Importar CSV');
    await userEvent.setup({ applyAccept: false }).upload(picker, csvFile('x', 'produtos.pdf', 'application/pdf'));
    expect(toastError).toHaveBeenLastCalledWith('Por favor, selecione um arquivo CSV válido');

    // The file is read asynchronously (FileReader): wait for its verdict.
    await user.upload(picker, csvFile('code,name,price\nP9,X,1'));
    await waitFor(() =>
      expect(toastError).toHaveBeenLastCalledWith('Formato de CSV inválido. Use o template fornecido.'),
    );

    await user.upload(picker, csvFile('codigo,nome,valor,descricao\n,Sem código,1,\nP2,,1,'));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Nenhum produto válido encontrado no arquivo'));
    expect(codigo(1)).toHaveValue('P1');
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
