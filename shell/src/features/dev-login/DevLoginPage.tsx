import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSupabase, signInWithPassword, signOut } from 'shared-auth/client';
import { Button, toast } from 'shared-ui';
import { Input, PasswordInput } from 'shared-ui/widgets';
import { Form } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';
import { staffRole } from '../../staff/staffRole';

const INVALID = 'Credenciais inválidas';

/**
 * Spec 1 §2 'Developer console login': username and password. The username is the developer's
 * account e-mail; any failure, and any account that is not a developer, gets 'Credenciais inválidas'.
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
      const session = await signInWithPassword(username, password);
      if ((await staffRole(getSupabase(), session.user.id)) !== 'developer') {
        await signOut();
        throw new Error(INVALID);
      }
      navigate('/dev-dashboard');
    } catch {
      toast.error(INVALID);
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
