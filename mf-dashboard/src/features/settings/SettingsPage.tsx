import { PageHeader, PageStack } from 'shared-ui/widgets';
import { PasswordResetCard } from './components/PasswordResetCard';
import { PersonalInfoCard } from './components/PersonalInfoCard';
import { SETTINGS_HEAD } from './pageHead';

/** 'Configurações da Conta': personal information and the password reset. */
export function SettingsPage() {
  return (
    <PageStack>
      <PageHeader title={SETTINGS_HEAD.title} subtitle={SETTINGS_HEAD.subtitle} />
      <PersonalInfoCard />
      <PasswordResetCard />
    </PageStack>
  );
}
