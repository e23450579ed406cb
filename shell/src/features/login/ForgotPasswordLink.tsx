import { useState, type FormEvent } from 'react';
import { PASSWORD_RESET_MESSAGES } from 'shared-auth';
import { sendPasswordReset } from 'shared-auth/client';
import { Button, toast } from 'shared-ui';
import { Dialog, Input } from 'shared-ui/widgets';
import { TextButton } from '../../components/TextButton';

/**
 * "Esqueceu a senha?" — the original login link was a placeholder; it sends the password-reset e-mail
 * with the settings screen's messages.
 */
export function ForgotPasswordLink({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const openDialog = () => {
    setEmail(initialEmail);
    setOpen(true);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(PASSWORD_RESET_MESSAGES.emailRequired);
      return;
    }
    setBusy(true);
    try {
      await sendPasswordReset(email);
    } catch {
      toast.error(PASSWORD_RESET_MESSAGES.failed);
      return;
    } finally {
      setBusy(false);
    }
    toast.success(PASSWORD_RESET_MESSAGES.sent);
    setOpen(false);
  };

  return (
    <>
      <TextButton onClick={openDialog}>Esqueceu a senha?</TextButton>
      {open && (
        <Dialog open title="Redefinir senha" onClose={() => setOpen(false)}>
          <form onSubmit={(e) => void send(e)} noValidate>
            <Input
              label="E-mail"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
            <Button type="submit" busy={busy} busyLabel="Enviando..." fullWidth>
              Enviar link de redefinição
            </Button>
          </form>
        </Dialog>
      )}
    </>
  );
}
