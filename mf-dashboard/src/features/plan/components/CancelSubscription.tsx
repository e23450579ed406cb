import { useRef, useState } from 'react';
import { FunctionCallError } from 'shared-auth';
import { Button, toast } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { ConfirmDialog } from 'shared-ui/widgets';
import { cancelSubscription } from '../api/cancelSubscription';
import { accessUntilAfterCancel } from '../subscriptionDisplay';
import type { MySubscription } from '../types';

/** The shell reads the subscription again on this window event (banner, restricted routes). */
export const SUBSCRIPTION_CHANGED_EVENT = 'subscriptionChanged';

export const CANCEL_ERROR = 'Não foi possível cancelar a assinatura. Tente novamente.';

/** The function's own pt-BR refusal ('Nenhuma assinatura para cancelar.'), else the general one. */
function cancelErrorText(err: unknown): string {
  return err instanceof FunctionCallError && err.status > 0 && err.message ? err.message : CANCEL_ERROR;
}

function canceledText(state: MySubscription): string {
  const until = accessUntilAfterCancel(state);
  return until ? `Assinatura cancelada. Seu acesso continua até ${formatDateBR(until)}.` : 'Assinatura cancelada.';
}

/**
 * 'Cancelar assinatura' and its confirmation. Confirming cancels at the provider; the dialog waits
 * (both buttons busy) and stays open after a failure so the customer can try again.
 */
export function CancelSubscription({
  subscription,
  onCanceled,
}: {
  subscription: MySubscription;
  onCanceled: (state: MySubscription) => void;
}) {
  const [open, setOpen] = useState(false);
  const busy = useRef(false);
  const until = accessUntilAfterCancel(subscription);

  const confirm = async (): Promise<boolean> => {
    busy.current = true;
    try {
      const state = await cancelSubscription();
      toast.success(canceledText(state));
      onCanceled(state);
      window.dispatchEvent(new Event(SUBSCRIPTION_CHANGED_EVENT));
      return true;
    } catch (err) {
      console.error('[plan] cancel', err);
      toast.error(cancelErrorText(err));
      return false;
    } finally {
      busy.current = false;
    }
  };

  return (
    <div>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Cancelar assinatura
      </Button>
      <ConfirmDialog
        open={open}
        // While the cancellation is on its way the dialog stays: its answer decides what shows next.
        onClose={() => !busy.current && setOpen(false)}
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
