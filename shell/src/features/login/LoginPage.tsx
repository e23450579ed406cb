import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES, mapLoginError } from 'shared-auth';
import { signInWithPassword } from 'shared-auth/client';
import { validateLoginForm } from 'shared-domain';
import { Button, toast } from 'shared-ui';
import { Checkbox, Input, PasswordInput, FormError } from 'shared-ui/widgets';
import { Divider, Form, Row, Small } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';
import { GoogleButton } from '../../components/GoogleButton';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { LegalLinks } from '../../components/LegalLinks';

/** Spec 1 §2 'Login screen', §5 login rule, §8 login messages. */
export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLoginForm({ email, password });
    if (invalid) {
      setError(invalid);
      toast.error(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signInWithPassword(email, password, { remember });
      toast.success(LOGIN_MESSAGES.success);
      navigate('/user-dashboard');
    } catch (err) {
      const mapped = mapLoginError(err);
      setError(mapped.message);
      toast.error(mapped.toast);
      setBusy(false);
    }
  };

  return (
    <CenteredPage title="Entrar na sua conta" subtitle="Acesse o painel do seu assistente">
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Entrar">
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
        Não tem uma conta? <Link to="/signup">Criar conta</Link>
      </Small>
      <LegalLinks />
    </CenteredPage>
  );
}
