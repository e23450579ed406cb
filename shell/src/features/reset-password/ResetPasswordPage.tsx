import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { getSupabase } from 'shared-auth/client';
import { Button, Spinner, toast } from 'shared-ui';
import { PasswordInput, FormError } from 'shared-ui/widgets';
import { Form, Small } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';
import { useAuthSubmit } from '../../components/useAuthSubmit';
import { mountOf, SHELL_PAGES } from 'shared-build/apps';

/**
 * /reset-password is where the password-reset e-mail lands. The link's code is
 * exchanged by the auth client on load (PKCE); the user then chooses a new password.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, onSubmit } = useAuthSubmit({
    validate: () => {
      if (!password || !confirm) return 'Por favor, preencha todos os campos obrigatórios.';
      if (password !== confirm) return 'As senhas não coincidem.';
      if (password.length < 8) return 'A senha deve ter pelo menos 8 caracteres.';
      return null;
    },
    send: async () => {
      const { error: updateError } = await getSupabase().auth.updateUser({ password });
      if (updateError) throw updateError;
      toast.success('Senha atualizada com sucesso!');
      navigate(mountOf('mf_dashboard'), { replace: true });
    },
    failure: () => 'Não foi possível atualizar a senha. Tente novamente.',
  });

  if (loading) return <Spinner label="Carregando..." showLabel />;
  if (!user) {
    return (
      <CenteredPage title="Redefinir senha">
        <p role="alert">Este link de redefinição é inválido ou expirou. Peça um novo na tela de login.</p>
        <Small>
          <Link to={SHELL_PAGES.login}>Voltar para o login</Link>
        </Small>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title="Redefinir senha" subtitle={user.email}>
      <Form onSubmit={onSubmit} noValidate aria-label="Redefinir senha">
        <FormError>{error}</FormError>
        <PasswordInput
          label="Nova senha"
          autoComplete="new-password"
          hint="Mínimo de 8 caracteres"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordInput
          label="Confirmar nova senha"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Salvando...">
          Salvar nova senha
        </Button>
      </Form>
    </CenteredPage>
  );
}
