import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from 'shared-ui';
import type { ConnectionStatus } from '../api/whatsappInstance';
import type { BusyAction } from '../hooks/useWhatsappConnection';
import { Actions } from './Actions';

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

interface QrConnectionProps {
  status: ConnectionStatus | 'unknown';
  /** The QR code's data: URL, while one is on screen. */
  qr: string | null;
  busy: BusyAction;
  onConnect: () => void;
  onReconnect: () => void;
  onRemove: () => void;
  /** The QR image could not be shown. */
  onQrFailed: () => void;
  /** 'Próxima etapa', last in the row. */
  next: ReactNode;
}

/** The QR code channel: connect, reconnect and disconnect, and the QR code to scan. */
export function QrConnection({
  status,
  qr,
  busy,
  onConnect,
  onReconnect,
  onRemove,
  onQrFailed,
  next,
}: QrConnectionProps) {
  const generating = busy === 'connect' || busy === 'reconnect';
  return (
    <>
      <Actions>
        {status === 'disconnected' && (
          <Button onClick={onConnect} busy={busy === 'connect'} busyLabel="Gerando QR Code..." disabled={busy !== null}>
            Conectar WhatsApp
          </Button>
        )}
        {(status === 'connecting' || status === 'connected') && (
          <Button
            variant="secondary"
            onClick={onReconnect}
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
            onClick={onRemove}
            busy={busy === 'delete'}
            busyLabel="Desconectando..."
            disabled={busy !== null}
          >
            Desconectar WhatsApp
          </Button>
        )}
        {next}
      </Actions>
      {generating && <Spinner label="Gerando QR Code..." showLabel />}
      {qr && status === 'connecting' && !generating && (
        <QrFrame>
          <img src={qr} alt="QR Code para conectar o WhatsApp" width={264} height={264} onError={onQrFailed} />
          <figcaption>
            O código é atualizado automaticamente. Depois de escanear, a conexão aparece aqui em alguns segundos.
          </figcaption>
        </QrFrame>
      )}
    </>
  );
}
