import { useEffect, useState, type FormEvent } from 'react';
import { useAuthStore } from 'shared-auth';
import { Button, Card, toast } from 'shared-ui';
import { Input } from 'shared-ui/widgets';
import { CardForm } from './CardForm';
import { updateFullName } from '../api/updateFullName';

export const PROFILE_MESSAGES = {
  saved: 'Perfil atualizado com sucesso!',
  failed: 'Erro ao atualizar perfil',
} as const;

/** E-mail read-only, full name editable. A failed save keeps what was typed. */
export function PersonalInfoCard() {
  const user = useAuthStore((s) => s.user);
  const savedName = useAuthStore((s) => s.profile?.full_name ?? '');
  const [name, setName] = useState(savedName);
  const [busy, setBusy] = useState(false);

  // The profile may arrive after the screen: take it until the user starts typing.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) setName(savedName);
  }, [savedName, touched]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    setBusy(true);
    try {
      await updateFullName(user.id, name.trim());
      toast.success(PROFILE_MESSAGES.saved);
      setTouched(false);
      // The client is loaded by the save above already.
      void import('shared-auth/client').then((client) => client.refreshProfile());
    } catch (err) {
      console.error('[settings] profile', err);
      toast.error(PROFILE_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" title="Informações Pessoais" description="Seus dados de acesso à plataforma">
      <CardForm onSubmit={(e) => void save(e)} noValidate>
        <Input label="E-mail" type="email" value={user?.email ?? ''} readOnly hint="O e-mail não pode ser alterado." />
        <Input
          label="Nome completo"
          autoComplete="name"
          value={name}
          onChange={(e) => {
            setTouched(true);
            setName(e.target.value);
          }}
        />
        <Button type="submit" busy={busy} busyLabel="Salvando...">
          Salvar alterações
        </Button>
      </CardForm>
    </Card>
  );
}
