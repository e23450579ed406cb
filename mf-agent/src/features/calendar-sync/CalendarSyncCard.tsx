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
  const { state, busy, reload, connect, sync, disconnect } = useCalendarSync();
  const connected = state.status === 'ready' && state.data.isConnected;
  const lastSync = state.status === 'ready' ? formatLastSync(state.data.lastSync) : null;

  return (
    <Card
      as="section"
      title="Google Calendar"
      description="Sincronize seus agendamentos com o Google Calendar."
      actions={
        state.status === 'ready' && (
          <Badge tone={connected ? 'success' : 'neutral'}>{connected ? 'Conectado' : 'Não conectado'}</Badge>
        )
      }
    >
      <Body>
        {state.status === 'loading' && <Spinner label="Carregando..." showLabel size="sm" />}
        {state.status === 'error' && (
          <>
            <Muted role="alert">Não foi possível verificar a conexão com o Google Calendar.</Muted>
            <div>
              <Button variant="secondary" size="sm" onClick={reload}>
                Tentar novamente
              </Button>
            </div>
          </>
        )}
        {state.status === 'ready' && (
          <>
            {connected && (
              <Muted>{lastSync ? `Última sincronização: ${lastSync}` : 'Nenhuma sincronização ainda.'}</Muted>
            )}
            <Actions>
              {connected ? (
                <>
                  <Button
                    onClick={() => void sync()}
                    disabled={busy !== null}
                    busy={busy === 'sync'}
                    busyLabel="Sincronizando..."
                  >
                    Sincronizar Agora
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void disconnect()}
                    disabled={busy !== null}
                    busy={busy === 'disconnect'}
                    busyLabel="Desconectando..."
                  >
                    Desconectar
                  </Button>
                </>
              ) : (
                <Button
                  onClick={() => void connect()}
                  disabled={busy !== null}
                  busy={busy === 'connect'}
                  busyLabel="Conectando..."
                >
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
