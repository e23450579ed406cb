import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-auth';
import { renderSignedIn, signIn, TEST_USER } from 'shared-auth/testing';
import { type AgentConfigRow, type WhatsappInstanceRow } from 'shared-domain';
import { DEFAULT_AGENT_SCHEDULE } from 'shared-domain/testing';
import { toast } from 'shared-ui';
import { saveBasicInfo } from '../features/basic-info/api/saveBasicInfo';
import { fetchCalendarStatus } from '../features/calendar-sync/api/fetchCalendarStatus';
import { saveAvailability } from '../features/availability/api/saveAvailability';
import { callInstance } from '../features/whatsapp/api/whatsappInstance';
import { loadAgentSetup, type AgentSetup } from './api/loadAgentSetup';
import { AgentSetupPage } from './AgentSetupPage';

jest.mock('./api/loadAgentSetup');
jest.mock('../features/basic-info/api/saveBasicInfo');
jest.mock('../features/whatsapp/api/whatsappInstance');
jest.mock('../features/calendar-sync/api/fetchCalendarStatus');
jest.mock('../features/availability/api/saveAvailability');
const load = jest.mocked(loadAgentSetup);

const AT = '/user-dashboard/agent';

const INSTANCE: WhatsappInstanceRow = {
  id: 'i1',
  user_id: TEST_USER.id,
  instance_name: 'usr-teste001',
  whatsapp_number: '5511987654321',
  webhook_url: null,
  status: 'connected',
  channel: 'evolution',
  display_name: null,
  created_at: '',
  updated_at: '',
};

function setupWith(config: Partial<AgentConfigRow> = {}, products: AgentSetup['products'] = []): AgentSetup {
  return {
    config: {
      id: 'agent-1',
      user_id: TEST_USER.id,
      name: 'Meu Assistente',
      personality_description: '',
      business_description: '',
      whatsapp: { status: 'disconnected', webhook_url: null },
      schedule: DEFAULT_AGENT_SCHEDULE,
      schedule_saved_at: null,
      status: 'draft',
      ...config,
    } as AgentConfigRow,
    products,
    instance: null,
  };
}

/** The server's copy of the setup: the page reads it, and the steps' saves (mocked below) change it. */
let server: AgentSetup;
function serve(setup: AgentSetup) {
  server = setup;
  load.mockImplementation(async () => server);
}
const patchServer = (patch: Partial<AgentConfigRow>) => {
  server = { ...server, config: { ...server.config, ...patch } };
};

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(callInstance).mockResolvedValue({ status: 'disconnected' });
  jest.mocked(fetchCalendarStatus).mockResolvedValue({ isConnected: false, lastSync: null });
});

const PRODUCT = {
  id: 'p1',
  agent_id: 'agent-1',
  codigo: 'C1',
  nome: 'Consulta',
  valor: 100,
  descricao: null,
  duracao_minutos: null,
  created_at: '',
};

describe('AgentSetupPage', () => {
  it('loads the configuration and opens on the first step with the purple dot', async () => {
    load.mockResolvedValue(setupWith());
    renderSignedIn(<AgentSetupPage />, { at: AT });
    expect(screen.getByRole('heading', { level: 1, name: 'Configuração do Agente' })).toBeInTheDocument();
    expect(screen.getByText('Carregando configurações...')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Informações Básicas atual' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(load).toHaveBeenCalledWith(TEST_USER.id);
    for (const name of ['WhatsApp', 'Produtos/Serviços', 'Agenda', 'Finalizar']) {
      expect(tab(name)).toBeEnabled();
      expect(tab(name)).not.toHaveAccessibleName(/concluída/);
    }
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
  });

  it('marks saved steps done and opens on the first pending one', async () => {
    const product = PRODUCT;
    load.mockResolvedValue(
      setupWith(
        {
          personality_description: 'Simpática',
          business_description: 'Clínica',
          whatsapp: { status: 'connected', webhook_url: null },
        },
        [product],
      ),
    );
    renderSignedIn(<AgentSetupPage />, { at: AT });
    expect(await screen.findByRole('tab', { name: 'Agenda atual' })).toHaveAttribute('aria-selected', 'true');
    expect(tab('Informações Básicas')).toHaveAccessibleName('Informações Básicas concluída');
    expect(tab('WhatsApp')).toHaveAccessibleName('WhatsApp concluída');
    expect(tab('Produtos/Serviços')).toHaveAccessibleName('Produtos/Serviços concluída');
  });

  it("names the connected number's channel on the activation step", async () => {
    const setup = setupWith(
      {
        personality_description: 'Simpática',
        business_description: 'Clínica',
        whatsapp: { status: 'connected', webhook_url: null },
        schedule_saved_at: '2026-11-24T12:00:00Z',
      },
      [PRODUCT],
    );
    load.mockResolvedValue({ ...setup, instance: { ...INSTANCE, channel: 'cloud', display_name: 'Clínica Local' } });
    renderSignedIn(<AgentSetupPage />, { at: AT });
    expect(await screen.findByRole('tab', { name: /^Finalizar.*atual/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('WhatsApp: WhatsApp Business API (oficial)')).toBeInTheDocument();
  });

  it('names the QR code channel too', async () => {
    load.mockResolvedValue({ ...setupWith(), instance: INSTANCE });
    const user = userEvent.setup();
    renderSignedIn(<AgentSetupPage />, { at: AT });
    await user.click(await screen.findByRole('tab', { name: /^Finalizar/ }));
    expect(screen.getByText('WhatsApp: QR Code')).toBeInTheDocument();
  });

  it('moves to the WhatsApp tab after the basic info is saved, with its check', async () => {
    serve(setupWith());
    const saved = { name: 'Bia', personality_description: 'Simpática', business_description: 'Clínica' };
    jest.mocked(saveBasicInfo).mockImplementation(async () => {
      patchServer(saved);
      return saved;
    });
    const user = userEvent.setup();
    renderSignedIn(<AgentSetupPage />, { at: AT });
    const panel = await screen.findByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: /Descrição da personalidade/ }), 'Simpática');
    await user.type(within(panel).getByRole('textbox', { name: /Descrição geral do negócio/ }), 'Clínica');
    await user.click(within(panel).getByRole('button', { name: 'Salvar e Continuar' }));
    expect(await screen.findByRole('tab', { name: 'WhatsApp atual' })).toHaveAttribute('aria-selected', 'true');
    expect(tab('Informações Básicas')).toHaveAccessibleName('Informações Básicas concluída');
  });

  it('reads the setup again after a save, and shows what the server now holds', async () => {
    serve(setupWith());
    const saved = { name: 'Bia', personality_description: 'Simpática', business_description: 'Clínica' };
    jest.mocked(saveBasicInfo).mockImplementation(async () => {
      patchServer(saved);
      // Meanwhile the products were saved in another tab: the page learns it from the read after the save.
      server = { ...server, products: [{ ...PRODUCT, id: 'p2' }] };
      return saved;
    });
    const user = userEvent.setup();
    renderSignedIn(<AgentSetupPage />, { at: AT });
    const panel = await screen.findByRole('tabpanel');
    expect(tab('Produtos/Serviços')).not.toHaveAccessibleName(/concluída/);
    await user.type(within(panel).getByRole('textbox', { name: /Descrição da personalidade/ }), 'Simpática');
    await user.type(within(panel).getByRole('textbox', { name: /Descrição geral do negócio/ }), 'Clínica');
    await user.click(within(panel).getByRole('button', { name: 'Salvar e Continuar' }));
    expect(await screen.findByRole('tab', { name: 'Produtos/Serviços concluída' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(tab('Informações Básicas')).toHaveAccessibleName('Informações Básicas concluída');
  });

  it('lets the owner visit any tab, and keeps what was typed across visits', async () => {
    load.mockResolvedValue(setupWith());
    const user = userEvent.setup();
    renderSignedIn(<AgentSetupPage />, { at: AT });
    const name = await screen.findByRole('textbox', { name: /Nome do Agente/ });
    await user.clear(name);
    await user.type(name, 'Rascunho do nome');
    await user.click(tab('Finalizar'));
    expect(tab('Finalizar')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Ativar Assistente' })).toBeDisabled();
    await user.click(tab('Informações Básicas'));
    expect(screen.getByRole('textbox', { name: /Nome do Agente/ })).toHaveValue('Rascunho do nome');
  });

  it('opens the Agenda tab on the way back from Google', async () => {
    load.mockResolvedValue(setupWith());
    renderSignedIn(<AgentSetupPage />, { at: `${AT}?calendar=connected` });
    expect(await screen.findByRole('tab', { name: 'Agenda atual' })).toHaveAttribute('aria-selected', 'true');
  });

  it('completes the Agenda step with its message, and a later save says the settings were saved', async () => {
    serve(setupWith());
    jest.mocked(saveAvailability).mockImplementation(async (_userId, schedule) => {
      patchServer({ schedule, schedule_saved_at: '2026-11-24T12:00:00Z' });
      return schedule;
    });
    const success = jest.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderSignedIn(<AgentSetupPage />, { at: `${AT}?calendar=connected` });
    await screen.findByRole('tab', { name: 'Agenda atual' });
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(await screen.findByRole('tab', { name: /^Finalizar/ })).toHaveAttribute('aria-selected', 'true');
    expect(success).toHaveBeenLastCalledWith('Configuração da agenda salva com sucesso!');

    await user.click(tab('Agenda'));
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    await screen.findByRole('tab', { name: /^Finalizar.*atual/ });
    expect(success).toHaveBeenLastCalledWith('Configurações da agenda salvas com sucesso!');
  });

  it('says the configuration could not be loaded and tries again', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(setupWith());
    const error = jest.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderSignedIn(<AgentSetupPage />, { at: AT });
    expect(await screen.findByRole('heading', { name: 'Erro ao carregar configurações' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Erro ao carregar configurações');
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByRole('tablist', { name: 'Etapas da configuração' })).toBeInTheDocument();
  });

  it('needs a signed-in user', () => {
    useAuthStore.setState({ user: null, session: null });
    renderSignedIn(<AgentSetupPage />, { at: AT });
    expect(screen.getByRole('heading', { name: 'Usuário não autenticado' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
