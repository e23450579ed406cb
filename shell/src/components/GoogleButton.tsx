import { useState } from 'react';
import { mapGoogleError } from 'shared-auth';
import { signInWithGoogle } from 'shared-auth/client';
import { Button, toast } from 'shared-ui';

/** "Entrar com Google": leaves for the provider (the local stack's consent page offline). */
export function GoogleButton({ variant, disabled }: { variant: 'login' | 'signup'; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await signInWithGoogle('dashboard');
    } catch (err) {
      toast.error(mapGoogleError(err, variant));
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="secondary"
      fullWidth
      disabled={disabled}
      busy={busy}
      busyLabel="Redirecionando..."
      onClick={() => void start()}
    >
      {variant === 'signup' ? 'Cadastrar com Google' : 'Entrar com Google'}
    </Button>
  );
}
