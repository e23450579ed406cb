import { Button } from 'shared-ui';
import { CenteredPage } from '../../components/CenteredPage';

/** The application crash screen. */
export function CrashScreen() {
  return (
    <CenteredPage title="Ops! Algo deu errado">
      <p>Ocorreu um erro inesperado. Por favor, recarregue a página para continuar.</p>
      <Button onClick={() => window.location.reload()}>Recarregar Página</Button>
    </CenteredPage>
  );
}
