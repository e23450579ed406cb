import { useMutation } from '@tanstack/react-query';
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

  // The profile may arrive after the screen: take it until the user starts typing.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) setName(savedName);
  }, [savedName, touched]);

  const saving = useMutation({
    mutationFn: ({ userId, fullName }: { userId: string; fullName: string }) => updateFullName(userId, fullName),
    meta: { errorLabel: '[settings] profile', errorMessage: PROFILE_MESSAGES.failed },
    onSuccess: () => {
      toast.success(PROFILE_MESSAGES.saved);
      setTouched(false);
      // The profile lives in the auth store: the client (loaded now, not with the page) reads it again.
      void import('shared-auth/client').then((client) => client.refreshProfile());
    },
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (user) saving.mutate({ userId: user.id, fullName: name.trim() });
  };

  return (
    <Card as="section" title="Informações Pessoais" description="Seus dados de acesso à plataforma">
      <CardForm onSubmit={save} noValidate>
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
        <Button type="submit" busy={saving.isPending} busyLabel="Salvando...">
          Salvar alterações
        </Button>
      </CardForm>
    </Card>
  );
}
