import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mapLoginError, signOut } from 'shared-auth';
import { getSupabase, signInWithPassword } from 'shared-auth/client';
import { Button } from 'shared-ui';
import { Input, PasswordInput, FormError } from 'shared-ui/widgets';
import { Form, Small } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';
import { useAuthSubmit } from '../../components/useAuthSubmit';
import { staffRole } from '../../staff/staffRole';

/** The technical access screen: staff only; lands on /technical-panel. */
export function TechnicalLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, onSubmit } = useAuthSubmit({
    validate: () => (!email.trim() || !password ? 'Por favor, preencha todos os campos' : null),
    send: async () => {
      const session = await signInWithPassword(email, password, { technical: true });
      const role = await staffRole(getSupabase(), session.user.id);
      if (role !== 'technical' && role !== 'developer') {
        await signOut();
        throw new Error('Você não tem permissão para acessar esta área.');
      }
      navigate('/technical-panel');
    },
    // Our own refusal as it is written; the auth server's errors in pt-BR; 'Erro ao fazer login' otherwise.
    failure: (err) =>
      (err instanceof Error && !('status' in err) ? err.message : mapLoginError(err).message) || 'Erro ao fazer login',
  });

  return (
    <CenteredPage title="Acesso Técnico" subtitle="Área restrita à equipe técnica">
      <Form onSubmit={onSubmit} noValidate aria-label="Acesso técnico">
        <FormError>{error}</FormError>
        <Input
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Entrando...">
          Acessar Painel Técnico
        </Button>
      </Form>
      <Small>
        <Link to="/">Voltar para a página inicial</Link>
      </Small>
    </CenteredPage>
  );
}
