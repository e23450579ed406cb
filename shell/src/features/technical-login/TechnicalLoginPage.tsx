import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mapLoginError, signOut } from 'shared-auth';
import { getSupabase, signInWithPassword } from 'shared-auth/client';
import { Button } from 'shared-ui';
import { Input, PasswordInput, FormError } from 'shared-ui/widgets';
import { Form, Small } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';
import { staffRole } from '../../staff/staffRole';

/** Spec 1 §2 'Technical access screen': staff only; lands on /technical-panel. */
export function TechnicalLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Por favor, preencha todos os campos');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await signInWithPassword(email, password, { technical: true });
      const role = await staffRole(getSupabase(), session.user.id);
      if (role !== 'technical' && role !== 'developer') {
        await signOut();
        throw new Error('Você não tem permissão para acessar esta área.');
      }
      navigate('/technical-panel');
    } catch (err) {
      // Spec 1 §8: the error message or 'Erro ao fazer login' (auth errors in pt-BR).
      const message = err instanceof Error && !('status' in err) ? err.message : mapLoginError(err).message;
      setError(message || 'Erro ao fazer login');
      setBusy(false);
    }
  };

  return (
    <CenteredPage title="Acesso Técnico" subtitle="Área restrita à equipe técnica">
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Acesso técnico">
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
