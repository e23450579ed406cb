import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { WEEKDAYS, type DaySchedule, type Weekday } from 'shared-domain';
import { toast } from 'shared-ui';
import {
  countFutureAppointments,
  deactivateProfessional,
  loadTeam,
  reactivateProfessional,
  saveProfessional,
  type Team,
} from './api/teamApi';
import { TeamRequestError, type ProfessionalRow } from './api/teamRest';
import { TeamPage } from './TeamPage';

jest.mock('./api/teamApi');
const load = jest.mocked(loadTeam);
const save = jest.mocked(saveProfessional);
const count = jest.mocked(countFutureAppointments);
const deactivate = jest.mocked(deactivateProfessional);
const reactivate = jest.mocked(reactivateProfessional);

const AT = '/user-dashboard/agent/equipe';

function week(open: Partial<Record<Weekday, Partial<DaySchedule>>>): { dias: Record<Weekday, DaySchedule> } {
  return {
    dias: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        {
          ativo: day in open,
          horario_inicio: '09:00',
          horario_fim: '18:00',
          intervalos: [],
          ...open[day],
        },
      ]),
    ) as Record<Weekday, DaySchedule>,
  };
}

const ANA: ProfessionalRow = {
  id: 'p-ana',
  nome: 'Dra. Ana Souza',
  ativo: true,
  ordem: 0,
  titular: true,
  servicos: [],
  agenda: week({ segunda: { intervalos: [{ inicio: '12:00', fim: '13:00' }] }, terca: {} }),
};
const BRUNO: ProfessionalRow = {
  id: 'p-bruno',
  nome: 'Dr. Bruno Lima',
  ativo: true,
  ordem: 1,
  titular: false,
  servicos: ['S02'],
  agenda: week({ quarta: { horario_inicio: '13:00', horario_fim: '19:00' } }),
};
const CAIO: ProfessionalRow = {
  id: 'p-caio',
  nome: 'Caio Reis',
  ativo: false,
  ordem: 2,
  titular: false,
  servicos: [],
  agenda: week({ sexta: {} }),
};
const SERVICES = [
  { codigo: 'C01', nome: 'Consulta de 30 minutos' },
  { codigo: 'S02', nome: 'Sessão individual de 45 minutos' },
];

/** The server's copy of the team: the page reads it, and the mocked writes change it. */
let server: Team;
function serve(professionals: ProfessionalRow[]) {
  server = { professionals, services: SERVICES };
  load.mockImplementation(async () => JSON.parse(JSON.stringify(server)) as Team);
}

let toastSuccess: jest.SpyInstance;
let toastError: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  signIn();
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function open(professionals = [ANA, BRUNO, CAIO]) {
  serve(professionals);
  const user = userEvent.setup();
  renderSignedIn(<TeamPage />, { at: AT });
  expect(screen.getByRole('heading', { name: 'Equipe', level: 1 })).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Profissionais' });
  return user;
}

const item = (name: string) => screen.getByRole('listitem', { name });
const form = () => screen.getByRole('region', { name: /^(Novo profissional|Editar )/ });
const daySwitch = (day: string) => within(form()).getByRole('switch', { name: day });

describe('TeamPage', () => {
  it('lists the titular first with the Agenda step note, then each professional with days, services and state', async () => {
    await open();
    const items = within(screen.getByRole('list', { name: 'Profissionais' })).getAllByRole('listitem', {
      name: /./,
    });
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Dra. Ana Souza',
      'Dr. Bruno Lima',
      'Caio Reis',
    ]);
    const ana = item('Dra. Ana Souza');
    expect(within(ana).getByText('Horários da etapa Agenda do assistente')).toBeInTheDocument();
    expect(within(ana).getByText('Segunda-feira: 09:00 – 18:00 · 1 intervalo(s)')).toBeInTheDocument();
    expect(within(ana).getByText('Terça-feira: 09:00 – 18:00 · 0 intervalo(s)')).toBeInTheDocument();
    expect(within(ana).getByText('Serviços: Todos os serviços')).toBeInTheDocument();
    expect(within(ana).getByText('Ativo')).toBeInTheDocument();

    const bruno = item('Dr. Bruno Lima');
    expect(within(bruno).getByText('Quarta-feira: 13:00 – 19:00 · 0 intervalo(s)')).toBeInTheDocument();
    expect(within(bruno).getByText('Serviços: Sessão individual de 45 minutos')).toBeInTheDocument();
    expect(within(bruno).queryByText('Horários da etapa Agenda do assistente')).not.toBeInTheDocument();
    expect(within(bruno).getByRole('button', { name: 'Desativar Dr. Bruno Lima' })).toBeInTheDocument();

    const caio = item('Caio Reis');
    expect(within(caio).getByText('Inativo')).toBeInTheDocument();
    expect(within(caio).getByRole('button', { name: 'Reativar Caio Reis' })).toBeInTheDocument();
    expect(within(caio).queryByRole('button', { name: /Desativar/ })).not.toBeInTheDocument();
  });

  it("reads a titular's week saved in the flat fields only (a schedule the Agenda step never saved)", async () => {
    const flat = {
      dias_atendimento: {
        domingo: false,
        segunda: true,
        terca: false,
        quarta: false,
        quinta: true,
        sexta: false,
        sabado: false,
      },
      horario_inicio: '08:00',
      horario_fim: '12:00',
      intervalos: [{ inicio: '10:00', fim: '10:15' }],
    };
    await open([{ ...ANA, agenda: flat }, BRUNO]);
    const ana = item('Dra. Ana Souza');
    expect(
      within(within(ana).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Segunda-feira: 08:00 – 12:00 · 1 intervalo(s)', 'Quinta-feira: 08:00 – 12:00 · 1 intervalo(s)']);
  });

  it("adds a professional: the name and the Agenda step's own day rules first, then the save", async () => {
    const user = await open();
    save.mockImplementation(async (input) => {
      const row = { ...BRUNO, id: 'p-nova', nome: input.nome, servicos: input.servicos, agenda: input.agenda ?? null };
      server = { ...server, professionals: [...server.professionals, row] };
      return row;
    });
    await user.click(screen.getByRole('button', { name: 'Adicionar profissional' }));
    expect(form()).toHaveAccessibleName('Novo profissional');
    // A new professional starts from the titular's week.
    expect(daySwitch('Atender na Segunda-feira')).toBeChecked();
    expect(daySwitch('Atender na Terça-feira')).toBeChecked();
    expect(daySwitch('Atender na Quarta-feira')).not.toBeChecked();

    await user.click(daySwitch('Atender na Segunda-feira'));
    await user.click(daySwitch('Atender na Terça-feira'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Informe o nome do profissional.', 'Ative pelo menos um dia de atendimento.']);
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), '  Dra. Carla Dias ');
    await user.click(daySwitch('Atender no Sábado'));
    await user.click(screen.getByRole('button', { name: /^Sábado/ }));
    const hours = screen.getByRole('group', { name: 'Horários no Sábado' });
    await user.clear(within(hours).getByLabelText('Horário de Término'));
    await user.type(within(hours).getByLabelText('Horário de Término'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sábado: o horário de término deve ser depois do horário de início.']);
    expect(save).not.toHaveBeenCalled();

    await user.clear(within(hours).getByLabelText('Horário de Término'));
    await user.type(within(hours).getByLabelText('Horário de Término'), '13:00');
    await user.click(screen.getByRole('checkbox', { name: 'Consulta de 30 minutos' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('listitem', { name: 'Dra. Carla Dias' })).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Profissional salvo com sucesso!');
    expect(save).toHaveBeenCalledTimes(1);
    const [input] = save.mock.calls[0];
    expect(input).toMatchObject({ nome: 'Dra. Carla Dias', servicos: ['C01'], ordem: 3 });
    expect(input.id).toBeUndefined();
    expect(WEEKDAYS.filter((d) => input.agenda?.dias?.[d]?.ativo)).toEqual(['sabado']);
    expect(input.agenda?.dias?.sabado).toEqual({
      ativo: true,
      horario_inicio: '09:00',
      horario_fim: '13:00',
      intervalos: [],
    });
    expect(screen.queryByRole('region', { name: 'Novo profissional' })).not.toBeInTheDocument();
    // Many keystrokes and clicks: on a busy machine this takes longer than Jest's default 5 s.
  }, 30_000);

  it('keeps what was typed when the database refuses the save, and shows its message', async () => {
    const user = await open();
    save.mockRejectedValue(new TeamRequestError('Informe o nome do profissional.', '23514'));
    await user.click(within(item('Dr. Bruno Lima')).getByRole('button', { name: 'Editar Dr. Bruno Lima' }));
    expect(form()).toHaveAccessibleName('Editar Dr. Bruno Lima');
    expect(screen.getByRole('checkbox', { name: 'Sessão individual de 45 minutos' })).toBeChecked();
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await user.clear(nome);
    await user.type(nome, 'Dr. Bruno Lima Filho');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Informe o nome do profissional.')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Erro ao salvar profissional');
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Dr. Bruno Lima Filho');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-bruno', nome: 'Dr. Bruno Lima Filho' }));
  });

  it('disables the save while it is on its way', async () => {
    const user = await open();
    let finish: (row: ProfessionalRow) => void = () => {};
    save.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Editar Dr. Bruno Lima' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('button', { name: /Salvando/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeDisabled();
    finish(BRUNO);
    expect(await screen.findByRole('list', { name: 'Profissionais' })).toBeInTheDocument();
  });

  it("edits the titular's name and services only: the hours are the Agenda step's, linked", async () => {
    const user = await open();
    save.mockResolvedValue(ANA);
    await user.click(screen.getByRole('button', { name: 'Editar Dra. Ana Souza' }));
    expect(within(form()).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(form()).getByText(/Horários da etapa Agenda do assistente/)).toBeInTheDocument();
    expect(within(form()).getByRole('link', { name: 'altere-os na etapa Agenda' })).toHaveAttribute(
      'href',
      '/user-dashboard/agent',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Consulta de 30 minutos' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('list', { name: 'Profissionais' })).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ id: 'p-ana', nome: 'Dra. Ana Souza', servicos: ['C01'] });
  });

  describe('Desativar', () => {
    it('with future appointments, keeps them where they are when the owner says so', async () => {
      const user = await open();
      count.mockResolvedValue(3);
      deactivate.mockImplementation(async () => {
        server = {
          ...server,
          professionals: server.professionals.map((p) => (p.id === 'p-bruno' ? { ...p, ativo: false } : p)),
        };
        return 0;
      });
      await user.click(screen.getByRole('button', { name: 'Desativar Dr. Bruno Lima' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Desativar Dr. Bruno Lima' });
      expect(dialog).toHaveAccessibleDescription('Este profissional tem 3 agendamento(s) futuro(s).');
      expect(count).toHaveBeenCalledWith('p-bruno');
      // Only active professionals take appointments over.
      const options = within(within(dialog).getByRole('combobox', { name: 'Transferir para' })).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['Dra. Ana Souza']);

      await user.click(within(dialog).getByRole('button', { name: 'Manter agendamentos' }));
      expect(deactivate).toHaveBeenCalledWith('p-bruno', null);
      expect(await screen.findByRole('button', { name: 'Reativar Dr. Bruno Lima' })).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(within(item('Dr. Bruno Lima')).getByText('Inativo')).toBeInTheDocument();
      expect(toastSuccess).toHaveBeenCalledWith('Profissional desativado.');
    });

    it('moves them to another active professional, and says so when that agenda is taken', async () => {
      const user = await open([ANA, BRUNO, { ...CAIO, ativo: true }]);
      count.mockResolvedValue(2);
      deactivate.mockRejectedValueOnce(new TeamRequestError('slot_taken', '23P01')).mockResolvedValueOnce(2);
      await user.click(screen.getByRole('button', { name: 'Desativar Dr. Bruno Lima' }));
      const dialog = await screen.findByRole('alertdialog');
      const destino = within(dialog).getByRole('combobox', { name: 'Transferir para' });
      await user.selectOptions(destino, 'Caio Reis');
      await user.click(within(dialog).getByRole('button', { name: 'Transferir agendamentos' }));
      expect(
        await within(dialog).findByText(
          'Alguns horários já estão ocupados na agenda de Caio Reis. Escolha outro profissional ou mantenha os agendamentos.',
        ),
      ).toBeInTheDocument();
      expect(deactivate).toHaveBeenLastCalledWith('p-bruno', 'p-caio');

      await user.selectOptions(destino, 'Dra. Ana Souza');
      await user.click(within(dialog).getByRole('button', { name: 'Transferir agendamentos' }));
      expect(deactivate).toHaveBeenLastCalledWith('p-bruno', 'p-ana');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(toastSuccess).toHaveBeenCalledWith('Profissional desativado; 2 agendamento(s) transferido(s).');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it("without future appointments deactivates at once; the last active one is refused with the database's words", async () => {
      const user = await open([ANA, BRUNO]);
      count.mockResolvedValue(0);
      deactivate
        .mockResolvedValueOnce(0)
        .mockRejectedValueOnce(new TeamRequestError('Mantenha pelo menos um profissional ativo.', 'P0001'));
      await user.click(screen.getByRole('button', { name: 'Desativar Dr. Bruno Lima' }));
      await screen.findByRole('button', { name: 'Desativar Dra. Ana Souza' });
      expect(deactivate).toHaveBeenCalledWith('p-bruno', null);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Desativar Dra. Ana Souza' }));
      expect(deactivate).toHaveBeenLastCalledWith('p-ana', null);
      expect(toastError).toHaveBeenCalledWith('Mantenha pelo menos um profissional ativo.');
    });
  });

  it('Reativar takes an inactive professional back', async () => {
    const user = await open();
    reactivate.mockImplementation(async () => {
      server = { ...server, professionals: server.professionals.map((p) => ({ ...p, ativo: true })) };
    });
    await user.click(screen.getByRole('button', { name: 'Reativar Caio Reis' }));
    expect(await screen.findByRole('button', { name: 'Desativar Caio Reis' })).toBeInTheDocument();
    expect(reactivate).toHaveBeenCalledWith('p-caio');
    expect(toastSuccess).toHaveBeenCalledWith('Profissional reativado.');
  });

  describe('at most 50 active professionals', () => {
    const full = () => new TeamRequestError('Limite de 50 profissionais ativos atingido.', 'PT422', 'team_limit');

    it('a new one past the limit: the form keeps what was typed and says why', async () => {
      const user = await open();
      save.mockRejectedValue(full());
      await user.click(within(item('Dr. Bruno Lima')).getByRole('button', { name: 'Editar Dr. Bruno Lima' }));
      await user.click(screen.getByRole('button', { name: 'Salvar' }));

      expect(await screen.findByText('Limite de 50 profissionais ativos atingido.')).toBeInTheDocument();
      expect(toastError).toHaveBeenCalledWith('Limite de 50 profissionais ativos atingido.');
      expect(toastError).not.toHaveBeenCalledWith('Erro ao salvar profissional');
    });

    it('Reativar past the limit says so, not a general failure', async () => {
      const user = await open();
      reactivate.mockRejectedValue(full());
      await user.click(screen.getByRole('button', { name: 'Reativar Caio Reis' }));
      await waitFor(() => expect(toastError).toHaveBeenCalledWith('Limite de 50 profissionais ativos atingido.'));
      expect(toastError).not.toHaveBeenCalledWith('Erro ao reativar profissional');
      expect(screen.getByRole('button', { name: 'Reativar Caio Reis' })).toBeInTheDocument();
    });
  });
});
