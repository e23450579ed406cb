import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-auth';
import { toast } from 'shared-ui';
import { renderSignedIn, signIn, TEST_USER } from 'shared-auth/testing';
import { fetchDashboardStats } from './api/fetchDashboardStats';
import { publishFirstPaintStats } from './firstPaint/handoff';
import { HomePage } from './HomePage';
import { sampleStats } from './sampleStats.fixture';

jest.mock('./api/fetchDashboardStats');
// ApexCharts draws SVG with browser layout APIs jsdom lacks; the chart's data is tested in trendSeries.
jest.mock('apexcharts/area', () => ({}));
jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: (props: { series: { data: number[] }[] }) => <div data-testid="chart">{props.series[0].data.join(',')}</div>,
}));
const fetchStats = jest.mocked(fetchDashboardStats);

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
});

describe('HomePage', () => {
  it('shows a spinner, then the full dashboard from one stats request', async () => {
    fetchStats.mockResolvedValue(sampleStats());
    renderSignedIn(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(await screen.findByRole('article', { name: 'Total de Atendimentos' })).toHaveTextContent('180');
    expect(fetchStats).toHaveBeenCalledTimes(1);
    expect(fetchStats).toHaveBeenCalledWith(TEST_USER.id);
    expect(screen.getByRole('article', { name: 'Taxa de Ocupação' })).toHaveTextContent(
      '72,5%+5,2 p.p. vs mês anterior',
    );
    expect(screen.getByRole('article', { name: 'Horários Livres Hoje' })).toHaveTextContent('2');
    expect(screen.getByRole('article', { name: 'Próximo Horário Livre' })).toHaveTextContent('16:00');
    expect(screen.getByRole('article', { name: 'Satisfação dos Clientes' })).toHaveTextContent('8,7/10');
    expect(screen.getByRole('article', { name: 'NPS' })).toHaveTextContent('58');
    expect(screen.getByRole('article', { name: 'Resolução no Primeiro Contato' })).toHaveTextContent('80%');
    expect(screen.getByText('17 min')).toBeInTheDocument();
    expect(screen.getByText('8,3%')).toBeInTheDocument();
    expect(screen.getByText('12,5%')).toBeInTheDocument();
    // The chart is fed the real six months, not sample values.
    expect(await screen.findByTestId('chart')).toHaveTextContent('20,24,28,32,36,40');
    const table = screen.getByRole('table', { name: 'Próximos Agendamentos' });
    expect(table).toHaveTextContent('HorárioClienteServiçoStatus');
    expect(table).toHaveTextContent('24/11 09:00Maria OliveiraConsulta de clínica geralConfirmado');
  });

  it('welcomes a customer without an activated assistant, with the next steps', async () => {
    fetchStats.mockResolvedValue(
      sampleStats({ hasAgentConfig: false, totalAtendimentos: 0, totalMensagens: 0, proximosAgendamentos: [] }),
    );
    renderSignedIn(<HomePage />);
    expect(await screen.findByText('Não configurado')).toBeInTheDocument();
    expect(screen.getByText('Nenhum evento agendado')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Mensagens' })).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Configure seu assistente' })).toHaveAttribute(
      'href',
      '/user-dashboard/agent',
    );
    expect(screen.getByRole('link', { name: 'Conecte seu número de WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sincronize sua agenda' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dicas' })).toBeInTheDocument();
  });

  it('waits for the first attendances when there is no data yet', async () => {
    fetchStats.mockResolvedValue(sampleStats({ totalAtendimentos: 0, proximosAgendamentos: [] }));
    renderSignedIn(<HomePage />);
    expect(await screen.findByText('Aguardando seus primeiros atendimentos')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'NPS' })).not.toBeInTheDocument();
  });

  it("shows the owner's booking page with its link and QR code", async () => {
    signIn({ booking_slug: 'clinica-bem-estar' });
    fetchStats.mockResolvedValue(sampleStats());
    renderSignedIn(<HomePage />);
    const card = await screen.findByRole('region', { name: 'Sua página de agendamento' });
    expect(card).toHaveTextContent(`${window.location.origin}/agendar/clinica-bem-estar`);
    expect(await within(card).findByRole('img', { name: 'QR Code da sua página de agendamento' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
  });

  it('adds the booking page below the figures once they are known, not while they load', async () => {
    signIn({ booking_slug: 'clinica-bem-estar' });
    let answer: (stats: ReturnType<typeof sampleStats>) => void = () => undefined;
    fetchStats.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSignedIn(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByRole('region', { name: 'Sua página de agendamento' })).not.toBeInTheDocument();
    answer(sampleStats());
    expect(await screen.findByRole('region', { name: 'Sua página de agendamento' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Total de Atendimentos' })).toHaveTextContent('180');
  });

  it('shows zeroed stats with the error toast and a retry when the stats call fails, and recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const toastError = jest.spyOn(toast, 'error');
    fetchStats.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(sampleStats());
    const user = userEvent.setup();
    renderSignedIn(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados do painel. Tente novamente mais tarde.',
    );
    expect(toastError).toHaveBeenCalledWith('Erro ao carregar dados do dashboard');
    // The figures are shown, at zero, rather than an error screen.
    expect(screen.getByRole('article', { name: 'Total de Atendimentos' })).toHaveTextContent('0');
    expect(screen.getByRole('article', { name: 'Taxa de Ocupação' })).toHaveTextContent('0%');
    expect(screen.getByRole('article', { name: 'NPS' })).toHaveTextContent('0');
    expect(screen.getByRole('article', { name: 'Próximo Horário Livre' })).toHaveTextContent('—');
    expect(screen.getByText('0 min')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Próximos Agendamentos' })).toHaveTextContent(
      'Nenhum agendamento próximo',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Total de Atendimentos' })).toHaveTextContent('180');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchStats).toHaveBeenCalledTimes(2);
  });

  it('shows the figures the first paint got without asking for them again', async () => {
    const figures = sampleStats({ totalAtendimentos: 321 });
    publishFirstPaintStats({ userId: TEST_USER.id, at: Date.now(), stats: Promise.resolve(figures) });
    renderSignedIn(<HomePage />);
    expect(await screen.findByRole('article', { name: 'Total de Atendimentos' })).toHaveTextContent('321');
    expect(fetchStats).not.toHaveBeenCalled();
  });

  it.each([
    ['evolution', 'WhatsApp: QR Code'],
    ['cloud', 'WhatsApp: WhatsApp Business API (oficial)'],
  ] as const)('says which WhatsApp the assistant answers on (%s), below the figures', async (channel, line) => {
    fetchStats.mockResolvedValue(sampleStats({ canalWhatsapp: channel }));
    renderSignedIn(<HomePage />);
    expect(await screen.findByText(line)).toBeInTheDocument();
    // A line, not one more figure.
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });

  it('names the channel on the welcome too, once a WhatsApp is set up', async () => {
    fetchStats.mockResolvedValue(
      sampleStats({ hasAgentConfig: false, totalAtendimentos: 0, proximosAgendamentos: [], canalWhatsapp: 'cloud' }),
    );
    renderSignedIn(<HomePage />);
    expect(await screen.findByText('Não configurado')).toBeInTheDocument();
    expect(await screen.findByText('WhatsApp: WhatsApp Business API (oficial)')).toBeInTheDocument();
  });

  it('names no channel before a WhatsApp is set up', async () => {
    fetchStats.mockResolvedValue(sampleStats({ canalWhatsapp: null }));
    renderSignedIn(<HomePage />);
    expect(await screen.findByRole('article', { name: 'Total de Atendimentos' })).toBeInTheDocument();
    expect(screen.queryByText(/^WhatsApp: /)).not.toBeInTheDocument();
  });

  it('says so when there is no user id', async () => {
    useAuthStore.setState({ user: null });
    renderSignedIn(<HomePage />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('ID do usuário não encontrado'));
    expect(fetchStats).not.toHaveBeenCalled();
  });
});
