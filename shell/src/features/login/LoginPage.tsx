import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES, mapLoginError } from 'shared-auth';
import { signInWithPassword } from 'shared-auth/client';
import { validateLoginForm } from 'shared-domain';
import { Button, toast } from 'shared-ui';
import { Checkbox, Input, PasswordInput, FormError } from 'shared-ui/widgets';
import { Divider, Form, Row, Small } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';
import { GoogleButton } from '../../components/GoogleButton';
import { useAuthSubmit } from '../../components/useAuthSubmit';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { LegalLinks } from '../../components/LegalLinks';
import { mountOf, SHELL_PAGES } from 'shared-build/apps';

/** The login screen: e-mail and password, "remember me", password reset and Google. */
export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { busy, error, onSubmit } = useAuthSubmit({
    validate: () => validateLoginForm({ email, password }),
    send: async () => {
      await signInWithPassword(email, password, { remember });
      toast.success(LOGIN_MESSAGES.success);
      navigate(mountOf('mf_dashboard'));
    },
    failure: mapLoginError,
    toast: true,
  });

  return (
    <CenteredPage title="Entrar na sua conta" subtitle="Acesse o painel do seu assistente">
      <Form onSubmit={onSubmit} noValidate aria-label="Entrar">
        <FormError>{error}</FormError>
        <Input
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordInput
          label="Senha"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Row>
          <Checkbox label="Lembrar de mim" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <ForgotPasswordLink initialEmail={email} />
        </Row>
        <Button type="submit" fullWidth busy={busy} busyLabel="Entrando...">
          Entrar
        </Button>
      </Form>
      <Divider>ou</Divider>
      <GoogleButton variant="login" disabled={busy} />
      <Small>
        Não tem uma conta? <Link to={SHELL_PAGES.signup}>Criar conta</Link>
      </Small>
      <LegalLinks />
    </CenteredPage>
  );
}
