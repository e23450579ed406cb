import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PASSWORD_RESET_MESSAGES, useAuthStore } from 'shared-auth';
import { Button, Card, toast } from 'shared-ui';
import { Input } from 'shared-ui/widgets';
import { CardForm } from './CardForm';

const Sent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;

  p {
    margin: 0;
  }
`;

/** The reset form, then 'Email enviado!' with a resend button. */
export function PasswordResetCard() {
  const userEmail = useAuthStore((s) => s.user?.email ?? '');
  const [email, setEmail] = useState(userEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sending = useMutation({
    mutationFn: async (to: string) => {
      // The client only when asked: the page's first screen does without it.
      const { sendPasswordReset } = await import('shared-auth/client');
      await sendPasswordReset(to);
    },
    meta: { errorLabel: '[settings] password reset', errorMessage: PASSWORD_RESET_MESSAGES.failed },
    onSuccess: (_, to) => {
      toast.success(PASSWORD_RESET_MESSAGES.sent);
      setSentTo(to.trim());
    },
  });
  const busy = sending.isPending;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!email.trim()) {
      toast.error(PASSWORD_RESET_MESSAGES.emailRequired);
      return;
    }
    sending.mutate(email);
  };

  return (
    <Card as="section" title="Redefinir Senha" description="Enviaremos um link para você escolher uma nova senha.">
      {sentTo ? (
        <Sent role="status">
          <strong>Email enviado!</strong>
          <p>{`Verifique a caixa de entrada de ${sentTo} e siga o link para criar uma nova senha.`}</p>
          <Button variant="secondary" busy={busy} busyLabel="Enviando..." onClick={() => send()}>
            Reenviar email
          </Button>
        </Sent>
      ) : (
        <CardForm onSubmit={send} noValidate>
          <Input
            label="E-mail para redefinição"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" busy={busy} busyLabel="Enviando...">
            Enviar email de redefinição
          </Button>
        </CardForm>
      )}
    </Card>
  );
}
