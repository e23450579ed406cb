import styled from 'styled-components';
import { Badge, Button, Card, Spinner } from 'shared-ui';
import { useCalendarSync } from './hooks/useCalendarSync';
import { formatLastSync } from './utils/formatLastSync';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The Agenda step's Google Calendar card: connected or not, the last sync, and the
 * buttons to connect, sync and disconnect; all of them wait while one is working.
 */
export function CalendarSyncCard() {
  const { status, busy, connect, sync, disconnect } = useCalendarSync();
  const ready = status.data !== undefined;
  const connected = status.data?.isConnected === true;
  const lastSync = ready ? formatLastSync(status.data.lastSync) : null;
  // A retry after a failed read shows the spinner again, as the first read does.
  const loading = !ready && (status.isPending || status.isFetching);

  return (
    <Card
      as="section"
      title="Google Calendar"
      description="Sincronize seus agendamentos com o Google Calendar."
      actions={
        ready && <Badge tone={connected ? 'success' : 'neutral'}>{connected ? 'Conectado' : 'Não conectado'}</Badge>
      }
    >
      <Body>
        {loading && <Spinner label="Carregando..." showLabel size="sm" />}
        {!ready && !loading && (
          <>
            <Muted role="alert">Não foi possível verificar a conexão com o Google Calendar.</Muted>
            <div>
              <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
                Tentar novamente
              </Button>
            </div>
          </>
        )}
        {ready && (
          <>
            {connected && (
              <Muted>{lastSync ? `Última sincronização: ${lastSync}` : 'Nenhuma sincronização ainda.'}</Muted>
            )}
            <Actions>
              {connected ? (
                <>
                  <Button onClick={sync} disabled={busy !== null} busy={busy === 'sync'} busyLabel="Sincronizando...">
                    Sincronizar Agora
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={disconnect}
                    disabled={busy !== null}
                    busy={busy === 'disconnect'}
                    busyLabel="Desconectando..."
                  >
                    Desconectar
                  </Button>
                </>
              ) : (
                <Button onClick={connect} disabled={busy !== null} busy={busy === 'connect'} busyLabel="Conectando...">
                  Conectar Google Calendar
                </Button>
              )}
            </Actions>
          </>
        )}
      </Body>
    </Card>
  );
}
