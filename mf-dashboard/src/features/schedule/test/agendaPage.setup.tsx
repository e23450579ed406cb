/**
 * What the AgendaPage tests (AgendaPage.*.test.tsx, one professional) share: the page's API modules
 * mocked, São Paulo's today fixed to Wednesday 18 March 2026, three appointments (Maria and João today,
 * Ana on Friday), the page rendered signed in and after its first load, and the mocks' defaults reset
 * before each test (resetAgendaPage; the owner's WhatsApp on the QR code channel). Import it first: its jest.mock calls must run before the page's
 * modules load.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from 'shared-ui';
import { downloadTextFile } from 'shared-ui/widgets';
import { signIn, renderSignedIn } from 'shared-auth/testing';
import { fetchWhatsappChannel } from '../../../lib/whatsapp/fetchWhatsappChannel';
import { cancelAppointment } from '../api/cancelAppointment';
import { confirmAppointments } from '../api/confirmAppointments';
import { createAppointment } from '../api/createAppointment';
import { fetchAgendaHistory } from '../api/fetchAgendaHistory';
import { fetchAgendaStats } from '../api/fetchAgendaStats';
import { fetchAppointments } from '../api/fetchAppointments';
import { fetchProfessionals } from '../api/fetchProfessionals';
import { fetchRecentReminders } from '../api/fetchRecentReminders';
import { fetchReminderSettings } from '../api/fetchReminderSettings';
import { fetchWhatsappTemplates } from '../api/fetchWhatsappTemplates';
import { rescheduleAppointment } from '../api/rescheduleAppointment';
import { saveReminderSettings } from '../api/saveReminderSettings';
import { sendNotification } from '../api/sendNotification';
import { AgendaPage } from '../AgendaPage';
import { useAgendaViewStore } from '../stores/agendaViewStore';
import type { AgendaStats, Appointment } from '../types';
import { appointment } from './appointments.fixture';

jest.mock('../api/fetchAppointments');
jest.mock('../api/fetchAgendaStats');
jest.mock('../api/fetchProfessionals');
jest.mock('../api/fetchAgendaHistory');
jest.mock('../api/fetchReminderSettings');
jest.mock('../api/fetchRecentReminders');
jest.mock('../api/saveReminderSettings');
jest.mock('../api/createAppointment');
jest.mock('../api/confirmAppointments');
jest.mock('../api/rescheduleAppointment');
jest.mock('../api/cancelAppointment');
jest.mock('../api/sendNotification');
jest.mock('../api/fetchWhatsappTemplates');
jest.mock('../../../lib/whatsapp/fetchWhatsappChannel');
// The browser's download is replaced; the CSV handed to it is what the tests read.
jest.mock('shared-ui/widgets', () => ({ ...jest.requireActual('shared-ui/widgets'), downloadTextFile: jest.fn() }));
// Today is Wednesday 18 March 2026 on São Paulo's clock.
jest.mock('shared-ui/dates', () => ({
  ...jest.requireActual('shared-ui/dates'),
  todayInAppZone: () => '2026-03-18',
}));

// The page is large: checking every element's computed style (jsdom recomputes styled-components'
// sheet each time) makes each role query cost hundreds of ms. Nothing on this page is hidden by CSS
// rather than removed, so role queries skip that check here.
configure({ defaultHidden: true });
jest.setTimeout(15000);

export const load = jest.mocked(fetchAppointments);
export const loadStats = jest.mocked(fetchAgendaStats);
export const create = jest.mocked(createAppointment);
export const confirm = jest.mocked(confirmAppointments);
export const reschedule = jest.mocked(rescheduleAppointment);
export const cancel = jest.mocked(cancelAppointment);
export const notify = jest.mocked(sendNotification);
export const saveReminders = jest.mocked(saveReminderSettings);
export const download = jest.mocked(downloadTextFile);
export const loadRecentReminders = jest.mocked(fetchRecentReminders);
export const loadChannel = jest.mocked(fetchWhatsappChannel);
export const loadTemplates = jest.mocked(fetchWhatsappTemplates);

export const STATS: AgendaStats = { hoje: 3, taxaConfirmacao: 80, tendencia: 5, totalSemana: 12, confirmadosSemana: 9 };

export const maria = appointment({
  id: 'maria',
  nome: 'Maria Oliveira',
  data: '2026-03-18',
  inicio: '09:00:00',
  fim: '10:00:00',
});
export const joao = appointment({
  id: 'joao',
  nome: 'João Araújo',
  data: '2026-03-18',
  inicio: '14:30:00',
  fim: '15:00:00',
  desc_agendamento: 'Limpeza de pele',
  local: 'Online',
  num_cliente: '5521998765432',
});
export const ana = appointment({
  id: 'ana',
  nome: 'Ana Lima',
  data: '2026-03-20',
  inicio: '11:00:00',
  fim: '11:45:00',
  status: 'confirmado',
});

export let toastSuccess: jest.SpyInstance;
export let toastError: jest.SpyInstance;

export function setup(rows: Appointment[] = [maria, joao, ana]) {
  load.mockResolvedValue(rows);
  // Same reason: no computed-style walk for pointer-events on every click.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderSignedIn(<AgendaPage />, { at: '/user-dashboard/schedule' });
  return user;
}

/** The page after its first load. */
export async function ready(rows?: Appointment[]) {
  const user = setup(rows);
  await screen.findByRole('heading', { name: 'Agendamentos' });
  await waitFor(() => expect(screen.queryByText('Carregando...', { selector: 'span' })).not.toBeInTheDocument());
  return user;
}

export function card(name: string) {
  return screen.getByRole('article', { name });
}

/** The mocks' defaults, before each test: the owner signed in, stats, one professional, no history. */
export function resetAgendaPage() {
  jest.resetAllMocks();
  signIn();
  useAgendaViewStore.getState().reset();
  loadStats.mockResolvedValue(STATS);
  // A one-person business: the owner is its only professional (the page is as it always was).
  jest
    .mocked(fetchProfessionals)
    .mockResolvedValue([{ id: 'pro-titular', nome: 'Dona', ativo: true, ordem: 0, titular: true, servicos: [] }]);
  jest.mocked(fetchAgendaHistory).mockResolvedValue([]);
  jest
    .mocked(fetchReminderSettings)
    .mockResolvedValue({ antes24h: true, antes1h: true, whatsapp: true, email: false, pesquisa: true });
  loadRecentReminders.mockResolvedValue([]);
  // The QR code channel: no templates.
  loadChannel.mockResolvedValue('evolution');
  loadTemplates.mockResolvedValue([]);
  notify.mockResolvedValue('ntf_1');
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
}
