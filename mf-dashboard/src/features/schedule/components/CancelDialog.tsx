import { formatDateBR } from 'shared-ui/dates';
import { ConfirmDialog } from 'shared-ui/widgets';
import type { Appointment } from '../types';
import { hhmm } from '../utils/times';

export interface CancelDialogProps {
  row: Appointment | null;
  onClose: () => void;
  /** Resolves true when cancelled (the dialog closes). */
  onConfirm: (row: Appointment) => Promise<boolean>;
}

/** 'Confirmar Cancelamento': says it cannot be undone; 'Voltar' or 'Cancelar Agendamento'. */
export function CancelDialog({ row, onClose, onConfirm }: CancelDialogProps) {
  return (
    <ConfirmDialog
      open={row !== null}
      onClose={onClose}
      title="Confirmar Cancelamento"
      description={
        row
          ? `Tem certeza de que deseja cancelar o agendamento de ${row.nome ?? 'Cliente'} em ${formatDateBR(row.data)} às ${hhmm(row.inicio)}? Esta ação não pode ser desfeita.`
          : undefined
      }
      cancelLabel="Voltar"
      confirmLabel="Cancelar Agendamento"
      busyLabel="Cancelando..."
      onConfirm={() => (row ? onConfirm(row) : false)}
    />
  );
}
