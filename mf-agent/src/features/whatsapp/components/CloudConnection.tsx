import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CHANNEL_NAMES } from 'shared-domain';
import { Button } from 'shared-ui';
import type { InstanceAnswer } from '../api/whatsappInstance';
import type { MetaSignupStage } from '../hooks/useMetaSignup';
import type { BusyAction } from '../hooks/useWhatsappConnection';
import { displayNumber } from '../utils/displayNumber';
import { Actions } from './Actions';
import { DetailList } from '../../../components/DetailList';

const Explanation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const Details = styled(DetailList)`
  ${({ theme }) => theme.media.smDown} {
    grid-template-columns: 1fr;
    row-gap: 0;

    dd + dt {
      margin-top: ${({ theme }) => theme.space[2]};
    }
  }
`;

const BUSY_LABELS: Record<Exclude<MetaSignupStage, 'idle'>, string> = {
  opening: 'Abrindo a Meta...',
  signup: 'Aguardando o cadastro na Meta...',
  connecting: 'Conectando o número...',
};

interface CloudSignupProps {
  stage: MetaSignupStage;
  onConnect: () => void;
  /** Another action runs. */
  disabled: boolean;
  /** 'Próxima etapa', last in the row. */
  next: ReactNode;
}

/** The official channel chosen, no number yet: what it is, and 'Conectar com a Meta'. */
export function CloudSignup({ stage, onConnect, disabled, next }: CloudSignupProps) {
  return (
    <>
      <Explanation>
        <p>É a plataforma oficial da Meta para empresas atenderem clientes no WhatsApp.</p>
        <ul>
          <li>Seu número não pode ser banido por usar a API oficial.</li>
          <li>
            O aplicativo WhatsApp Business continua funcionando no seu celular (coexistência): você pode seguir
            atendendo por ele.
          </li>
        </ul>
        <p>
          Ao clicar em Conectar com a Meta, abre uma janela da Meta para você entrar na sua conta e escolher o número.
        </p>
      </Explanation>
      <Actions>
        <Button
          onClick={onConnect}
          busy={stage !== 'idle'}
          busyLabel={stage === 'idle' ? undefined : BUSY_LABELS[stage]}
          disabled={disabled}
        >
          Conectar com a Meta
        </Button>
        {next}
      </Actions>
    </>
  );
}

interface CloudConnectedProps {
  /** The connection as the function reported it. */
  answer: InstanceAnswer | undefined;
  busy: BusyAction;
  onRemove: () => void;
  /** 'Próxima etapa', last in the row. */
  next: ReactNode;
}

/** A Cloud API number: the number, the business's display name and the channel, and 'Desconectar'. */
export function CloudConnected({ answer, busy, onRemove, next }: CloudConnectedProps) {
  return (
    <>
      <Details>
        {answer?.number && (
          <>
            <dt>Número</dt>
            <dd>{displayNumber(answer.number)}</dd>
          </>
        )}
        {answer?.displayName && (
          <>
            <dt>Nome de exibição</dt>
            <dd>{answer.displayName}</dd>
          </>
        )}
        <dt>Canal</dt>
        <dd>{CHANNEL_NAMES.cloud}</dd>
      </Details>
      <Actions>
        <Button
          variant="ghost"
          onClick={onRemove}
          busy={busy === 'delete'}
          busyLabel="Desconectando..."
          disabled={busy !== null}
        >
          Desconectar
        </Button>
        {next}
      </Actions>
    </>
  );
}
