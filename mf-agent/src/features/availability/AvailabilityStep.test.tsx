import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from 'shared-auth/testing';
import { weeklySchedule, type AgentSchedule, type AgentWeeklySchedule } from 'shared-domain';
import { DEFAULT_AGENT_SCHEDULE } from 'shared-domain/testing';
import { toast } from 'shared-ui';
import { saveAvailability } from './api/saveAvailability';
import { AvailabilityStep } from './AvailabilityStep';

jest.mock('./api/saveAvailability');
const save = jest.mocked(saveAvailability);
const USER_ID = 'user-1';

let toastSuccess: jest.SpyInstance;
let toastError: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function setup(initialSchedule: AgentSchedule | AgentWeeklySchedule = DEFAULT_AGENT_SCHEDULE, stepDone = false) {
  const onSaved = jest.fn();
  const user = userEvent.setup();
  renderSignedIn(
    <AvailabilityStep userId={USER_ID} initialSchedule={initialSchedule} onSaved={onSaved} stepDone={stepDone} />,
    { at: '/user-dashboard/agent' },
  );
  return { user, onSaved };
}

const dayRow = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const daySwitch = (name: RegExp | string) => screen.getByRole('switch', { name });
const saveButton = () => screen.getByRole('button', { name: 'Salvar Configurações' });

/** The list item of a weekday, to read its badge. */
const dayItem = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('button', { name: new RegExp(`^${name}`) })) as HTMLElement;

describe('AvailabilityStep', () => {
  it('lists the seven days, Domingo first, each with its switch, badge and, when open, its hours', () => {
    setup();
    const rows = screen.getAllByRole('button', { expanded: false });
    expect(rows.map((b) => b.textContent?.split(/\d/)[0])).toEqual([
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ]);
    expect(daySwitch('Atender no Domingo')).not.toBeChecked();
    expect(daySwitch('Atender na Segunda-feira')).toBeChecked();
    expect(within(dayItem('Domingo')).getByText('Inativo')).toBeInTheDocument();
    expect(within(dayItem('Segunda-feira')).getByText('Ativo')).toBeInTheDocument();
    expect(dayRow('Segunda-feira')).toHaveTextContent('09:00 – 18:00 · 0 intervalo(s)');
    expect(dayRow('Domingo')).not.toHaveTextContent('09:00');
    expect(screen.getByRole('spinbutton', { name: 'Duração (minutos)' })).toHaveValue(30);
    expect(screen.getByText('Recomendado: 30, 45 ou 60 minutos.')).toBeInTheDocument();
    const notice = screen.getByRole('combobox', { name: 'Antecedência mínima' });
    expect(notice).toHaveValue('120');
    expect(within(notice).getByRole('option', { selected: true })).toHaveTextContent('2 horas');
    expect(notice).toHaveAccessibleDescription(
      'Os clientes só marcam horários que começam pelo menos esse tempo depois do pedido.',
    );
  });

  it('opens a schedule saved before the minimum notice existed at 2 horas', () => {
    const older: Partial<AgentSchedule> = { ...DEFAULT_AGENT_SCHEDULE };
    delete older.antecedencia_minima;
    setup(older as AgentSchedule);
    expect(screen.getByRole('combobox', { name: 'Antecedência mínima' })).toHaveDisplayValue('2 horas');
  });

  it('opens a stored minimum notice as saved, even one that is not among the usual choices', () => {
    setup({ ...DEFAULT_AGENT_SCHEDULE, antecedencia_minima: 150 });
    expect(screen.getByRole('combobox', { name: 'Antecedência mínima' })).toHaveDisplayValue('2 horas e 30 minutos');
  });

  it('opens one active day at a time and never an inactive one', async () => {
    const { user } = setup();
    await user.click(dayRow('Domingo'));
    expect(dayRow('Domingo')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Horário de Início')).not.toBeInTheDocument();

    await user.click(dayRow('Segunda-feira'));
    expect(dayRow('Segunda-feira')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Horário de Início')).toHaveValue('09:00');
    expect(screen.getByLabelText('Horário de Término')).toHaveValue('18:00');
    expect(
      screen.getByText('Nenhum intervalo configurado. Seu atendimento será contínuo durante todo o período.'),
    ).toBeInTheDocument();

    await user.click(dayRow('Terça-feira'));
    expect(dayRow('Segunda-feira')).toHaveAttribute('aria-expanded', 'false');
    expect(dayRow('Terça-feira')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByLabelText('Horário de Início')).toHaveLength(1);

    await user.click(dayRow('Terça-feira'));
    expect(dayRow('Terça-feira')).toHaveAttribute('aria-expanded', 'false');
  });

  it('switching a day updates its badge, closes it when open, and lets it open when switched on', async () => {
    const { user } = setup();
    await user.click(dayRow('Segunda-feira'));
    await user.click(daySwitch('Atender na Segunda-feira'));
    expect(within(dayItem('Segunda-feira')).getByText('Inativo')).toBeInTheDocument();
    expect(dayRow('Segunda-feira')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Horário de Início')).not.toBeInTheDocument();

    await user.click(daySwitch('Atender no Sábado'));
    expect(within(dayItem('Sábado')).getByText('Ativo')).toBeInTheDocument();
    await user.click(dayRow('Sábado'));
    expect(dayRow('Sábado')).toHaveAttribute('aria-expanded', 'true');
  });

  it('adds a 12:00–13:00 break, edits and removes breaks, and counts them on the row', async () => {
    const { user } = setup();
    await user.click(dayRow('Quarta-feira'));
    await user.click(screen.getByRole('button', { name: 'Adicionar Intervalo' }));
    expect(screen.getByLabelText('Início do intervalo 1')).toHaveValue('12:00');
    expect(screen.getByLabelText('Fim do intervalo 1')).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Adicionar Intervalo' }));
    expect(dayRow('Quarta-feira')).toHaveTextContent('2 intervalo(s)');

    await user.clear(screen.getByLabelText('Início do intervalo 2'));
    await user.type(screen.getByLabelText('Início do intervalo 2'), '15:00');
    await user.clear(screen.getByLabelText('Fim do intervalo 2'));
    await user.type(screen.getByLabelText('Fim do intervalo 2'), '15:30');
    await user.click(screen.getByRole('button', { name: 'Remover intervalo 1' }));
    expect(screen.getByLabelText('Início do intervalo 1')).toHaveValue('15:00');
    expect(screen.queryByLabelText('Início do intervalo 2')).not.toBeInTheDocument();
    expect(dayRow('Quarta-feira')).toHaveTextContent('09:00 – 18:00 · 1 intervalo(s)');
  });

  it('saves what was set and hands the stored schedule on', async () => {
    const stored: AgentSchedule = { ...DEFAULT_AGENT_SCHEDULE, max_agendamentos_dia: 12, periodo_disponivel: 60 };
    const answer = weeklySchedule(stored);
    save.mockResolvedValue(answer);
    const { user, onSaved } = setup(stored);

    await user.click(dayRow('Segunda-feira'));
    await user.clear(screen.getByLabelText('Horário de Início'));
    await user.type(screen.getByLabelText('Horário de Início'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Adicionar Intervalo' }));
    await user.click(daySwitch('Atender na Sexta-feira'));
    await user.click(daySwitch('Atender no Sábado'));
    const duration = screen.getByRole('spinbutton', { name: 'Duração (minutos)' });
    await user.clear(duration);
    await user.type(duration, '45');
    await user.type(screen.getByRole('spinbutton', { name: 'Tempo entre atendimentos (minutos)' }), '{Backspace}10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Antecedência mínima' }), '1 dia');
    await user.click(saveButton());

    expect(save).toHaveBeenCalledTimes(1);
    const [userId, schedule] = save.mock.calls[0];
    expect(userId).toBe(USER_ID);
    expect(schedule.dias.segunda).toEqual({
      ativo: true,
      horario_inicio: '08:00',
      horario_fim: '18:00',
      intervalos: [{ inicio: '12:00', fim: '13:00' }],
    });
    expect(schedule.dias.sexta.ativo).toBe(false);
    expect(schedule.dias.sabado).toEqual({
      ativo: true,
      horario_inicio: '09:00',
      horario_fim: '18:00',
      intervalos: [],
    });
    expect(schedule.dias_atendimento).toEqual({
      domingo: false,
      segunda: true,
      terca: true,
      quarta: true,
      quinta: true,
      sexta: false,
      sabado: true,
    });
    expect(schedule).toMatchObject({
      horario_inicio: '08:00',
      horario_fim: '18:00',
      intervalos: [],
      duracao_atendimento: 45,
      tempo_entre_atendimentos: 10,
      antecedencia_minima: 1440,
      max_agendamentos_dia: 12,
      periodo_disponivel: 60,
    });
    expect(toastSuccess).toHaveBeenCalledWith('Configuração da agenda salva com sucesso!');
    expect(onSaved).toHaveBeenCalledWith(answer);
  });

  it('says the settings were saved when the step was already done', async () => {
    save.mockResolvedValue(weeklySchedule(DEFAULT_AGENT_SCHEDULE));
    const { user, onSaved } = setup(DEFAULT_AGENT_SCHEDULE, true);
    await user.click(daySwitch('Atender no Sábado'));
    await user.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Salvar Configurações' })).toBeEnabled();
    expect(toastSuccess).toHaveBeenCalledWith('Configurações da agenda salvas com sucesso!');
    expect(toastSuccess).not.toHaveBeenCalledWith('Configuração da agenda salva com sucesso!');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('opens a stored per-day schedule as it was saved', async () => {
    const weekly = weeklySchedule(DEFAULT_AGENT_SCHEDULE);
    weekly.dias.quinta = {
      ativo: true,
      horario_inicio: '13:00',
      horario_fim: '20:00',
      intervalos: [{ inicio: '16:00', fim: '16:30' }],
    };
    const { user } = setup(weekly);
    expect(dayRow('Quinta-feira')).toHaveTextContent('13:00 – 20:00 · 1 intervalo(s)');
    await user.click(dayRow('Quinta-feira'));
    expect(screen.getByLabelText('Início do intervalo 1')).toHaveValue('16:00');
  });

  it('explains what is wrong and does not save', async () => {
    const { user } = setup();
    await user.click(dayRow('Segunda-feira'));
    await user.clear(screen.getByLabelText('Horário de Término'));
    await user.type(screen.getByLabelText('Horário de Término'), '08:00');
    const duration = screen.getByRole('spinbutton', { name: 'Duração (minutos)' });
    await user.clear(duration);
    await user.type(duration, '10');
    await user.click(saveButton());

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Segunda-feira: o horário de término deve ser depois do horário de início.');
    expect(alert).toHaveTextContent('A duração do atendimento deve ser de pelo menos 15 minutos, em múltiplos de 15.');
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for at least one open day', async () => {
    const { user } = setup();
    for (const name of ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira'])
      await user.click(daySwitch(`Atender na ${name}`));
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Ative pelo menos um dia de atendimento.');
    expect(save).not.toHaveBeenCalled();
  });

  it("shows 'Salvando...' while saving and keeps everything when the save fails", async () => {
    let fail!: (e: Error) => void;
    save.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const { user, onSaved } = setup();
    await user.click(daySwitch('Atender no Sábado'));
    await user.click(saveButton());
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(daySwitch('Atender no Sábado')).toBeDisabled();

    fail(new Error('permission denied'));
    expect(await screen.findByRole('button', { name: 'Salvar Configurações' })).toBeEnabled();
    expect(toastError).toHaveBeenCalledWith('Erro ao salvar agenda');
    expect(onSaved).not.toHaveBeenCalled();
    expect(daySwitch('Atender no Sábado')).toBeChecked();
  });
});
