import styled from 'styled-components';
import { Badge, Button, Card, Spinner, type BadgeTone } from 'shared-ui';
import { DebugBox } from './components/DebugBox';
import { useWhatsappConnection } from './hooks/useWhatsappConnection';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const QrFrame = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  img {
    width: min(264px, 100%);
    height: auto;
    image-rendering: pixelated;
  }

  figcaption {
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const STATUS_TEXT = {
  unknown: { tone: 'neutral', badge: 'Verificando', text: 'Verificando a conexão do seu WhatsApp…' },
  disconnected: {
    tone: 'danger',
    badge: 'Desconectado',
    text: 'Seu WhatsApp não está conectado. Clique em Conectar WhatsApp para gerar o QR Code.',
  },
  connecting: {
    tone: 'warning',
    badge: 'Conectando',
    text: 'Aguardando a leitura do QR Code. No celular, abra o WhatsApp > Aparelhos conectados > Conectar um aparelho.',
  },
  connected: {
    tone: 'success',
    badge: 'Conectado',
    text: 'Seu WhatsApp está conectado. Você já pode seguir para a próxima etapa.',
  },
} as const satisfies Record<string, { tone: BadgeTone; badge: string; text: string }>;

export interface WhatsappConnectionProps {
  /** The instance reported connected (the step is done). */
  onConnected: () => void;
  /** 'Próxima etapa'. */
  onContinue: () => void;
  /** The widget is on screen (its tab is open): only then is the status polled. */
  shown?: boolean;
}

/** Status, connect/reconnect, the QR code and the debug box; step 2 of 5. */
export function WhatsappConnection({ onConnected, onContinue, shown = true }: WhatsappConnectionProps) {
  const { status, qr, busy, debugLines, connect, reconnect, remove, qrFailed } = useWhatsappConnection(
    onConnected,
    shown,
  );
  const view = STATUS_TEXT[status];
  const generating = busy === 'connect' || busy === 'reconnect';

  return (
    <Card
      as="section"
      title="Conexão do WhatsApp"
      titleAs="h2"
      description="Conecte o número em que o assistente vai atender."
    >
      <Body>
        <p aria-live="polite">
          <Badge tone={view.tone}>{view.badge}</Badge> {view.text}
        </p>
        <Actions>
          {status === 'disconnected' && (
            <Button onClick={connect} busy={busy === 'connect'} busyLabel="Gerando QR Code..." disabled={busy !== null}>
              Conectar WhatsApp
            </Button>
          )}
          {(status === 'connecting' || status === 'connected') && (
            <Button
              variant="secondary"
              onClick={reconnect}
              busy={busy === 'reconnect'}
              busyLabel="Gerando QR Code..."
              disabled={busy !== null}
            >
              Reconectar
            </Button>
          )}
          {(status === 'connecting' || status === 'connected') && (
            <Button
              variant="ghost"
              onClick={remove}
              busy={busy === 'delete'}
              busyLabel="Desconectando..."
              disabled={busy !== null}
            >
              Desconectar WhatsApp
            </Button>
          )}
          <Button variant={status === 'connected' ? 'primary' : 'ghost'} onClick={onContinue}>
            Próxima etapa
          </Button>
        </Actions>
        {generating && <Spinner label="Gerando QR Code..." showLabel />}
        {qr && status === 'connecting' && !generating && (
          <QrFrame>
            <img src={qr} alt="QR Code para conectar o WhatsApp" width={264} height={264} onError={qrFailed} />
            <figcaption>
              O código é atualizado automaticamente. Depois de escanear, a conexão aparece aqui em alguns segundos.
            </figcaption>
          </QrFrame>
        )}
        <p>Você pode seguir para a próxima etapa e voltar aqui quando quiser: a conexão fica salva.</p>
        <DebugBox lines={debugLines} />
      </Body>
    </Card>
  );
}
