import { PageHeader, PageStack } from 'shared-ui/widgets';
import { PasswordResetCard } from './components/PasswordResetCard';
import { PersonalInfoCard } from './components/PersonalInfoCard';

/** Spec 2 §2.8 'Configurações da Conta'. */
export function SettingsPage() {
  return (
    <PageStack>
      <PageHeader title="Configurações da Conta" subtitle="Gerencie suas informações pessoais e sua senha" />
      <PersonalInfoCard />
      <PasswordResetCard />
    </PageStack>
  );
}
