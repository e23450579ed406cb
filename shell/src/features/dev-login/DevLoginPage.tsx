import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FunctionCallError, signInAsDeveloper } from 'shared-auth/client';
import { Button, toast } from 'shared-ui';
import { Input, PasswordInput } from 'shared-ui/widgets';
import { Form } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';

const INVALID = 'Credenciais inválidas';

/**
 * Spec 1 §2 'Developer console login': username and password (the staff-login function finds the
 * developer account behind the username). Any refusal, and any account that is not a developer's,
 * gets the spec's toast 'Credenciais inválidas'; too many attempts or a server down say so instead.
 */
export function DevLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast.error(INVALID);
      return;
    }
    setBusy(true);
    try {
      await signInAsDeveloper(username, password);
      navigate('/dev-dashboard');
    } catch (err) {
      const refused = !(err instanceof FunctionCallError) || err.status === 401;
      toast.error(refused ? INVALID : err.status === 429 ? err.message : 'Erro ao fazer login');
      setBusy(false);
    }
  };

  return (
    <CenteredPage title="Console do Desenvolvedor" subtitle="Acesso restrito">
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Acessar console">
        <Input label="Usuário" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Carregando...">
          Acessar Console
        </Button>
      </Form>
    </CenteredPage>
  );
}
