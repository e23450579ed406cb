import { PageHeader, PageStack } from 'shared-ui/widgets';
import { PasswordResetCard } from './components/PasswordResetCard';
import { PersonalInfoCard } from './components/PersonalInfoCard';

/** 'Configurações da Conta': personal information and the password reset. */
export function SettingsPage() {
  return (
    <PageStack>
      <PageHeader title="Configurações da Conta" subtitle="Gerencie suas informações pessoais e sua senha" />
      <PersonalInfoCard />
      <PasswordResetCard />
    </PageStack>
  );
}
