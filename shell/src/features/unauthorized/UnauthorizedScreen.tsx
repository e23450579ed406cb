import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, signOut } from 'shared-auth';
import { Button } from 'shared-ui';
import { CenteredPage } from '../../components/CenteredPage';
import { SHELL_PAGES } from 'shared-build/apps';

const Causes = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The screen a signed-in but unauthorised user sees. */
export function UnauthorizedScreen() {
  const authError = useAuthStore((s) => s.authError);
  const clearAuthError = useAuthStore((s) => s.clearAuthError);
  const navigate = useNavigate();

  const leave = async () => {
    await signOut().catch(() => undefined);
    navigate(SHELL_PAGES.login, { replace: true });
  };
  const home = () => {
    clearAuthError();
    navigate('/');
  };

  return (
    <CenteredPage title="Acesso Não Autorizado">
      <p role="alert">{authError ?? 'Você não tem permissão para acessar esta área.'}</p>
      <p>Isso pode acontecer porque:</p>
      <Causes>
        <li>Seu perfil não foi configurado corretamente</li>
        <li>Você não possui a função necessária para acessar esta área</li>
        <li>Sua conta está aguardando aprovação do administrador</li>
      </Causes>
      <Actions>
        <Button onClick={() => void leave()}>Sair e Voltar para Login</Button>
        <Button variant="secondary" onClick={home}>
          Ir para Home
        </Button>
      </Actions>
    </CenteredPage>
  );
}
