import type { WhatsappChannel } from 'shared-domain';
import type { BadgeTone } from 'shared-ui';
import type { ConnectionStatus } from '../api/whatsappInstance';

/**
 * What step 2 shows. qr: the QR code flow (also while the status is still being checked); choice: no
 * number, no channel chosen yet; cloud-signup: no number, Meta's signup chosen; cloud: a Cloud API
 * number.
 */
export type ConnectionView = 'qr' | 'choice' | 'cloud-signup' | 'cloud';

/**
 * A number (connected, or a QR code waiting) shows its channel's view; with none, the owner's choice
 * does. A connection without a channel is a QR code one (rows from before the Cloud API).
 */
export function connectionView(
  status: ConnectionStatus | 'unknown',
  channel: WhatsappChannel | undefined,
  chosen: WhatsappChannel | null,
): ConnectionView {
  if (status === 'unknown') return 'qr';
  if (status !== 'disconnected') return channel === 'cloud' ? 'cloud' : 'qr';
  if (chosen === 'evolution') return 'qr';
  return chosen === 'cloud' ? 'cloud-signup' : 'choice';
}

interface StatusLine {
  tone: BadgeTone;
  badge: string;
  text: string;
}

/** The QR code flow's status line, per status. */
const QR_STATUS_TEXT = {
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
} as const satisfies Record<ConnectionStatus | 'unknown', StatusLine>;

const OTHER_STATUS_TEXT = {
  choice: {
    tone: 'danger',
    badge: 'Desconectado',
    text: 'Seu WhatsApp não está conectado. Escolha abaixo como conectar o número.',
  },
  'cloud-signup': {
    tone: 'danger',
    badge: 'Desconectado',
    text: 'Seu WhatsApp não está conectado. Clique em Conectar com a Meta para cadastrar o número.',
  },
  cloudConnecting: {
    tone: 'warning',
    badge: 'Conectando',
    text: 'A Meta está concluindo o cadastro do número. A conexão aparece aqui em alguns instantes.',
  },
} as const satisfies Record<string, StatusLine>;

/** The status line above the view. */
export function statusLine(view: ConnectionView, status: ConnectionStatus | 'unknown'): StatusLine {
  if (view === 'qr') return QR_STATUS_TEXT[status];
  if (view === 'cloud') return status === 'connected' ? QR_STATUS_TEXT.connected : OTHER_STATUS_TEXT.cloudConnecting;
  return OTHER_STATUS_TEXT[view];
}
