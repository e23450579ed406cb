import { useState } from 'react';
import { Button } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { Dialog } from 'shared-ui/widgets';
import type { Appointment } from '../types';
import { hhmm } from '../utils/times';

export interface CancelDialogProps {
  row: Appointment | null;
  onClose: () => void;
  /** Resolves true when cancelled (the dialog closes). */
  onConfirm: (row: Appointment) => Promise<boolean>;
}

/** 'Confirmar Cancelamento' (spec 2 §2.3): says it cannot be undone; 'Voltar' or 'Cancelar Agendamento'. */
export function CancelDialog({ row, onClose, onConfirm }: CancelDialogProps) {
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    if (!row) return;
    setSaving(true);
    const ok = await onConfirm(row);
    setSaving(false);
    if (ok) onClose();
  };
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      role="alertdialog"
      title="Confirmar Cancelamento"
      description={
        row
          ? `Tem certeza de que deseja cancelar o agendamento de ${row.nome ?? 'Cliente'} em ${formatDateBR(row.data)} às ${hhmm(row.inicio)}? Esta ação não pode ser desfeita.`
          : undefined
      }
      maxWidth={425}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Voltar
          </Button>
          <Button variant="danger" onClick={confirm} busy={saving} busyLabel="Cancelando...">
            Cancelar Agendamento
          </Button>
        </>
      }
    />
  );
}
