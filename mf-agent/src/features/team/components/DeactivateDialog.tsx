import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Dialog, FormError, Select } from 'shared-ui/widgets';
import type { ProfessionalRow } from '../api/teamRest';
import { TEAM_MESSAGES } from '../messages';

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Transfer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface DeactivateDialogProps {
  professional: ProfessionalRow;
  /** Their future active appointments. */
  count: number;
  /** The other active professionals, who may take them over. */
  others: readonly ProfessionalRow[];
  busy: boolean;
  /** Why the last choice was refused, as the page words it. */
  error: string | null;
  onKeep: () => void;
  onTransfer: (destino: ProfessionalRow) => void;
  onClose: () => void;
}

/** Deactivating someone with future appointments: keep them where they are, or move them all to another. */
export function DeactivateDialog({
  professional,
  count,
  others,
  busy,
  error,
  onKeep,
  onTransfer,
  onClose,
}: DeactivateDialogProps) {
  const [destinoId, setDestinoId] = useState(others[0]?.id ?? '');
  const destino = others.find((p) => p.id === destinoId);
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={busy ? () => {} : onClose}
      title={`Desativar ${professional.nome}`}
      description={TEAM_MESSAGES.futureAppointments(count)}
      footer={
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
      }
    >
      <Choices>
        <div>
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            Manter agendamentos
          </Button>
        </div>
        {others.length > 0 && (
          <Transfer>
            <Select
              label="Transferir para"
              options={others.map((p) => ({ value: p.id, label: p.nome }))}
              value={destinoId}
              disabled={busy}
              onChange={(event) => setDestinoId(event.target.value)}
            />
            <Button onClick={() => destino && onTransfer(destino)} disabled={busy || !destino}>
              Transferir agendamentos
            </Button>
          </Transfer>
        )}
        <FormError>{error}</FormError>
      </Choices>
    </Dialog>
  );
}
