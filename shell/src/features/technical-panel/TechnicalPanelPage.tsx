import { Link, useNavigate } from 'react-router-dom';
import { useAuthStore, signOut } from 'shared-auth';
import { Button } from 'shared-ui';
import { CenteredPage } from '../../components/CenteredPage';
import { mountOf } from 'shared-build/apps';

const ROLE_LABELS = { technical: 'Equipe técnica', developer: 'Desenvolvedor', client: 'Cliente' } as const;

/** Where technical staff land. The product defines no content beyond the landing itself. */
export function TechnicalPanelPage() {
  const profile = useAuthStore((s) => s.profile);
  const email = useAuthStore((s) => s.user?.email);
  const navigate = useNavigate();
  const leave = async () => {
    await signOut().catch(() => undefined);
    navigate('/technical-login', { replace: true });
  };
  return (
    <CenteredPage title="Painel Técnico" subtitle={email}>
      <p>Perfil: {profile ? ROLE_LABELS[profile.role] : '—'}</p>
      {profile?.role === 'developer' && <Link to={mountOf('mf_devconsole')}>Abrir o console do desenvolvedor</Link>}
      <Button variant="secondary" onClick={() => void leave()}>
        Sair
      </Button>
    </CenteredPage>
  );
}
