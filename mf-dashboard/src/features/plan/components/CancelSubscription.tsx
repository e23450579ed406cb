import { useState } from 'react';
import { Button, toast } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { ConfirmDialog } from 'shared-ui/widgets';
import { useCancelSubscription } from '../api/billingQuery';
import { accessUntilAfterCancel } from '../subscriptionDisplay';
import type { MySubscription } from '../types';

function canceledText(state: MySubscription): string {
  const until = accessUntilAfterCancel(state);
  return until ? `Assinatura cancelada. Seu acesso continua até ${formatDateBR(until)}.` : 'Assinatura cancelada.';
}

/**
 * 'Cancelar assinatura' and its confirmation. Confirming cancels at the provider; the dialog waits
 * (both buttons busy) and stays open after a failure so the customer can try again.
 */
export function CancelSubscription({ subscription }: { subscription: MySubscription }) {
  const [open, setOpen] = useState(false);
  const cancelling = useCancelSubscription();
  const until = accessUntilAfterCancel(subscription);

  const confirm = (): Promise<boolean> =>
    cancelling.mutateAsync().then(
      (state) => {
        toast.success(canceledText(state));
        return true;
      },
      () => false,
    );

  return (
    <div>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Cancelar assinatura
      </Button>
      <ConfirmDialog
        open={open}
        // While the cancellation is on its way the dialog stays: its answer decides what shows next.
        onClose={() => !cancelling.isPending && setOpen(false)}
        title="Cancelar assinatura?"
        description={
          'A renovação automática será interrompida e nenhuma nova cobrança será feita.' +
          (until ? ` Você mantém o acesso até ${formatDateBR(until)}.` : '')
        }
        cancelLabel="Manter assinatura"
        confirmLabel="Cancelar assinatura"
        busyLabel="Cancelando..."
        onConfirm={confirm}
      />
    </div>
  );
}
