import { useState } from 'react';
import styled from 'styled-components';
import type { WhatsappChannel } from 'shared-domain';
import { Badge, Button, Card } from 'shared-ui';
import { Actions } from './components/Actions';
import { ChannelChoice } from './components/ChannelChoice';
import { CloudConnected, CloudSignup } from './components/CloudConnection';
import { DebugBox } from './components/DebugBox';
import { QrConnection } from './components/QrConnection';
import { useWhatsappConnection } from './hooks/useWhatsappConnection';
import { connectionView, statusLine } from './utils/connectionView';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;

  p {
    margin: 0;
  }
`;

export interface WhatsappConnectionProps {
  /** The instance reported connected (the step is done). */
  onConnected: () => void;
  /** 'Próxima etapa'. */
  onContinue: () => void;
  /** The widget is on screen (its tab is open): only then is the status polled. */
  shown?: boolean;
}

/**
 * Step 2 of 5: the status, and with no number connected the choice of channel: the QR code (connect,
 * reconnect, the QR) or Meta's official API ('Conectar com a Meta'); a connected number shows its
 * channel's view, with its disconnect. The debug box below.
 */
export function WhatsappConnection({ onConnected, onContinue, shown = true }: WhatsappConnectionProps) {
  const { status, answer, qr, busy, metaStage, debugLines, connect, connectMeta, reconnect, remove, qrFailed } =
    useWhatsappConnection(onConnected, shown);
  // The owner's choice while no number is connected; after a disconnect, the channel just left.
  const [chosen, setChosen] = useState<WhatsappChannel | null>(null);
  const view = connectionView(status, answer?.channel, chosen);
  const line = statusLine(view, status);
  const removeFrom = (channel: WhatsappChannel) => () => {
    setChosen(channel);
    remove();
  };

  const next = (
    <Button variant={status === 'connected' ? 'primary' : 'ghost'} onClick={onContinue}>
      Próxima etapa
    </Button>
  );

  return (
    <Card
      as="section"
      title="Conexão do WhatsApp"
      titleAs="h2"
      description="Conecte o número em que o assistente vai atender."
    >
      <Body>
        <p aria-live="polite">
          <Badge tone={line.tone}>{line.badge}</Badge> {line.text}
        </p>
        {status === 'disconnected' && <ChannelChoice value={chosen} onChange={setChosen} disabled={busy !== null} />}
        {view === 'choice' && <Actions>{next}</Actions>}
        {view === 'qr' && (
          <QrConnection
            status={status}
            qr={qr}
            busy={busy}
            onConnect={connect}
            onReconnect={reconnect}
            onRemove={removeFrom('evolution')}
            onQrFailed={qrFailed}
            next={next}
          />
        )}
        {view === 'cloud-signup' && (
          <CloudSignup
            stage={metaStage}
            onConnect={connectMeta}
            disabled={busy !== null && busy !== 'meta'}
            next={next}
          />
        )}
        {view === 'cloud' && <CloudConnected answer={answer} busy={busy} onRemove={removeFrom('cloud')} next={next} />}
        <p>Você pode seguir para a próxima etapa e voltar aqui quando quiser: a conexão fica salva.</p>
        <DebugBox lines={debugLines} />
      </Body>
    </Card>
  );
}
