import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'shared-ui';

/** A message for the form with another text for its toast (the login's wrong-password toast). */
export interface AuthRefusal {
  message: string;
  toast: string;
}

export interface AuthSubmitOptions {
  /** A message when what was typed cannot be sent: nothing is sent then. */
  validate?: () => string | null | undefined;
  /** Sends the form and moves on to the next page; throws when refused or failed. */
  send: () => Promise<void>;
  /** What to say about the error send threw. */
  failure: (error: unknown) => string | AuthRefusal;
  /** Shows each message in a toast as well. */
  toast?: boolean;
}

/**
 * The submit of an auth screen: while it is sent the button is busy (and disabled) and a second
 * submit is ignored; a refusal shows its message and hands the form back with everything typed
 * still in it. On success the page has moved on, so the button stays busy.
 */
export function useAuthSubmit({ validate, send, failure, toast: withToast = false }: AuthSubmitOptions) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  const refuse = (refusal: string | AuthRefusal) => {
    const { message, toast: toastText } = typeof refusal === 'string' ? { message: refusal, toast: refusal } : refusal;
    setError(message);
    if (withToast) toast.error(toastText);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const invalid = validate?.();
    if (invalid) return refuse(invalid);
    sending.current = true;
    setBusy(true);
    setError(null);
    send().catch((err: unknown) => {
      sending.current = false;
      setBusy(false);
      refuse(failure(err));
    });
  };

  return { busy, error, onSubmit };
}
