import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FunctionCallError } from 'shared-auth';
import { signInAsDeveloper } from 'shared-auth/client';
import { Button } from 'shared-ui';
import { Input, PasswordInput } from 'shared-ui/widgets';
import { Form } from '../../components/AuthForm';
import { CenteredPage } from '../../components/CenteredPage';
import { useAuthSubmit } from '../../components/useAuthSubmit';
import { mountOf } from 'shared-build/apps';

const INVALID = 'Credenciais inválidas';

/**
 * The developer console login: username and password (the staff-login function finds the
 * developer account behind the username). Any refusal, and any account that is not a developer's,
 * gets the toast 'Credenciais inválidas'; too many attempts or a server down say so instead.
 */
export function DevLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // This screen answers in toasts only.
  const { busy, onSubmit } = useAuthSubmit({
    validate: () => (!username.trim() || !password ? INVALID : null),
    send: async () => {
      await signInAsDeveloper(username, password);
      navigate(mountOf('mf_devconsole'));
    },
    failure: (err) => {
      const refused = !(err instanceof FunctionCallError) || err.status === 401;
      return refused ? INVALID : err.status === 429 ? err.message : 'Erro ao fazer login';
    },
    toast: true,
  });

  return (
    <CenteredPage title="Console do Desenvolvedor" subtitle="Acesso restrito">
      <Form onSubmit={onSubmit} noValidate aria-label="Acessar console">
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
