import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { FunctionCallError } from 'shared-auth';
import { renderSignedIn, signIn } from 'shared-auth/testing';
import { toast } from 'shared-ui';
import { authorizeCalendar } from './api/authorizeCalendar';
import { disconnectCalendar } from './api/disconnectCalendar';
import { fetchCalendarStatus } from './api/fetchCalendarStatus';
import { syncCalendar } from './api/syncCalendar';
import { CalendarSyncCard } from './CalendarSyncCard';
import { leavePage } from './utils/leavePage';

jest.mock('./api/fetchCalendarStatus');
jest.mock('./api/authorizeCalendar');
jest.mock('./api/syncCalendar');
jest.mock('./api/disconnectCalendar');
jest.mock('./utils/leavePage');

const status = jest.mocked(fetchCalendarStatus);
const authorize = jest.mocked(authorizeCalendar);
const sync = jest.mocked(syncCalendar);
const disconnect = jest.mocked(disconnectCalendar);
const leave = jest.mocked(leavePage);

let toastSuccess: jest.SpyInstance;
let toastError: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  toastSuccess = jest.spyOn(toast, 'success');
  toastError = jest.spyOn(toast, 'error');
  jest.spyOn(console, 'error').mockImplementation(() => {});
  signIn();
});

/** Shows the address the router holds, so a test can see the return marker go. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <p>{`endereço: ${pathname}${search}`}</p>;
}

function setup(at = '/user-dashboard/agent') {
  const user = userEvent.setup();
  renderSignedIn(
    <>
      <CalendarSyncCard />
      <AddressProbe />
    </>,
    { at },
  );
  return user;
}

describe('CalendarSyncCard', () => {
  it('shows a connected calendar with its last sync, and the sync and disconnect buttons', async () => {
    status.mockResolvedValue({ isConnected: true, lastSync: '2025-03-12T17:30:00Z' });
    setup();
    expect(await screen.findByText('Conectado')).toBeInTheDocument();
    expect(screen.getByText('Última sincronização: 12 de março de 2025 às 14:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar Agora' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Conectar Google Calendar' })).not.toBeInTheDocument();
  });

  it("connects through Google's consent page, busy with 'Conectando...' until the page leaves", async () => {
    status.mockResolvedValue({ isConnected: false, lastSync: null });
    authorize.mockResolvedValue('https://accounts.google.com/o/oauth2/v2/auth?state=abc');
    const user = setup();
    expect(await screen.findByText('Não conectado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conectar Google Calendar' }));

    expect(authorize).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`);
    expect(leave).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=abc');
    expect(screen.getByRole('button', { name: 'Conectando...' })).toBeDisabled();
  });

  it('says so when the consent page cannot be reached', async () => {
    status.mockResolvedValue({ isConnected: false, lastSync: null });
    authorize.mockRejectedValue(new FunctionCallError('Tempo limite', 'timeout', 504));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Conectar Google Calendar' }));
    expect(toastError).toHaveBeenCalledWith('Erro ao conectar com o Google Calendar');
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Conectar Google Calendar' })).toBeEnabled();
  });

  it('syncs now, shows the new last sync, and keeps every button waiting meanwhile', async () => {
    status.mockResolvedValue({ isConnected: true, lastSync: null });
    let finish!: (value: Awaited<ReturnType<typeof syncCalendar>>) => void;
    sync.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = setup();
    expect(await screen.findByText('Nenhuma sincronização ainda.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sincronizar Agora' }));
    expect(screen.getByRole('button', { name: 'Sincronizando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeDisabled();

    // The server now holds the new last sync: the status read again after the sync says so too.
    status.mockResolvedValue({ isConnected: true, lastSync: '2026-03-18T12:05:00Z' });
    finish({ synced: 3, created: 2, updated: 1, lastSync: '2026-03-18T12:05:00Z' });
    expect(await screen.findByText('Última sincronização: 18 de março de 2026 às 09:05')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Eventos sincronizados com sucesso!');
    expect(screen.getByRole('button', { name: 'Sincronizar Agora' })).toBeEnabled();
  });

  it('reports a failed sync, and shows the calendar disconnected when the server says so', async () => {
    status.mockResolvedValue({ isConnected: true, lastSync: '2025-03-12T17:30:00Z' });
    sync.mockRejectedValueOnce(new FunctionCallError('Erro no Google', 'provider_error', 502));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Sincronizar Agora' }));
    expect(toastError).toHaveBeenCalledWith('Erro ao sincronizar eventos');
    expect(screen.getByText('Conectado')).toBeInTheDocument();

    sync.mockRejectedValueOnce(new FunctionCallError('Google Calendar não conectado', 'not_connected', 409));
    await user.click(screen.getByRole('button', { name: 'Sincronizar Agora' }));
    expect(toastError).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Não conectado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conectar Google Calendar' })).toBeEnabled();
  });

  it('disconnects, clearing the last sync', async () => {
    status.mockResolvedValue({ isConnected: true, lastSync: '2025-03-12T17:30:00Z' });
    // Once disconnected, the server's status says so too (it is read again after the change).
    disconnect.mockImplementation(async () => {
      status.mockResolvedValue({ isConnected: false, lastSync: null });
    });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Desconectar' }));
    expect(toastSuccess).toHaveBeenCalledWith('Google Calendar desconectado');
    expect(screen.getByText('Não conectado')).toBeInTheDocument();
    expect(screen.queryByText(/Última sincronização/)).not.toBeInTheDocument();
  });

  it('keeps the connection when disconnecting fails', async () => {
    status.mockResolvedValue({ isConnected: true, lastSync: null });
    disconnect.mockRejectedValue(new Error('offline'));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Desconectar' }));
    expect(toastError).toHaveBeenCalledWith('Erro ao desconectar');
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeEnabled();
  });

  it('greets the return from Google and takes the marker out of the address', async () => {
    status.mockResolvedValue({ isConnected: true, lastSync: null });
    setup('/user-dashboard/agent?calendar=connected');
    expect(await screen.findByText('endereço: /user-dashboard/agent')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Google Calendar conectado com sucesso!', { id: 'calendar-return' });
    expect(await screen.findByText('Conectado')).toBeInTheDocument();
  });

  it('reports a failed return from Google, keeping other parameters', async () => {
    status.mockResolvedValue({ isConnected: false, lastSync: null });
    setup('/user-dashboard/agent?calendar=error&tab=schedule');
    expect(await screen.findByText('endereço: /user-dashboard/agent?tab=schedule')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Erro ao conectar com o Google Calendar', { id: 'calendar-return' });
  });

  it('offers to try again when the status cannot be read', async () => {
    status.mockRejectedValueOnce(new Error('offline'));
    status.mockResolvedValueOnce({ isConnected: false, lastSync: null });
    const user = setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível verificar a conexão com o Google Calendar.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Não conectado')).toBeInTheDocument();
    expect(status).toHaveBeenCalledTimes(2);
  });
});
