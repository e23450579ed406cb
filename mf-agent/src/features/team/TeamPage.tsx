import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { Button, Card, Spinner, toast } from 'shared-ui';
import { EmptyState, ErrorState, PageHeader, PageStack } from 'shared-ui/widgets';
import { TeamRequestError, type ProfessionalRow } from './api/teamRest';
import { DeactivateDialog } from './components/DeactivateDialog';
import { ProfessionalForm } from './components/ProfessionalForm';
import { ProfessionalList } from './components/ProfessionalList';
import {
  useCountFutureAppointments,
  useDeactivateProfessional,
  useReactivateProfessional,
  useTeamQuery,
} from './hooks/useTeam';
import { TEAM_MESSAGES } from './messages';
import { TEAM_HEAD } from './pageHead';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** 'Equipe': the business's professionals, each with their own hours and services. */
export function TeamPage() {
  const userId = useAuthStore((s) => s.user?.id);
  return (
    <PageStack>
      <PageHeader title={TEAM_HEAD.title} subtitle={TEAM_HEAD.subtitle} />
      {userId ? (
        <Team userId={userId} />
      ) : (
        <Card>
          <ErrorState title="Usuário não autenticado" titleAs="h2" />
        </Card>
      )}
    </PageStack>
  );
}

/** What the form edits: a professional, or a new one (null). */
type Editing = { professional: ProfessionalRow | null } | null;

/** The deactivation waiting for the owner's choice about the future appointments. */
type Pending = { professional: ProfessionalRow; count: number; error: string | null } | null;

/** The pt-BR words for a refused deactivation (the database's own message when it gives one). */
function deactivationError(error: unknown, destino: ProfessionalRow | null): string {
  if (!(error instanceof TeamRequestError)) return TEAM_MESSAGES.deactivateFailed;
  if (destino && (error.code === '23P01' || error.message === 'slot_taken'))
    return TEAM_MESSAGES.slotTaken(destino.nome);
  if (error.code === 'P0001') return error.message;
  return TEAM_MESSAGES.deactivateFailed;
}

function Team({ userId }: { userId: string }) {
  const query = useTeamQuery(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<Pending>(null);
  const count = useCountFutureAppointments();
  const deactivate = useDeactivateProfessional(userId);
  const reactivate = useReactivateProfessional(userId);
  const [busyId, setBusyId] = useState<string | null>(null);

  const professionals = query.data?.professionals ?? [];
  const titular = professionals.find((p) => p.titular);

  const runDeactivation = useCallback(
    (professional: ProfessionalRow, destino: ProfessionalRow | null) => {
      setBusyId(professional.id);
      deactivate.mutate(
        { id: professional.id, destino: destino?.id ?? null },
        {
          onSuccess: (moved) => {
            setPending(null);
            toast.success(destino ? TEAM_MESSAGES.transferred(moved) : TEAM_MESSAGES.deactivated);
          },
          onError: (error) => {
            const message = deactivationError(error, destino);
            // With the dialog open the refusal shows there, by the choice; otherwise as a toast.
            setPending((current) => (current ? { ...current, error: message } : current));
            if (!pending) toast.error(message);
          },
          onSettled: () => setBusyId(null),
        },
      );
    },
    [deactivate, pending],
  );

  const askDeactivation = useCallback(
    (professional: ProfessionalRow) => {
      setBusyId(professional.id);
      count.mutate(professional.id, {
        onSuccess: (n) => {
          if (n > 0) {
            setBusyId(null);
            setPending({ professional, count: n, error: null });
          } else runDeactivation(professional, null);
        },
        onError: () => setBusyId(null),
      });
    },
    [count, runDeactivation],
  );

  const askReactivation = useCallback(
    (professional: ProfessionalRow) => {
      setBusyId(professional.id);
      reactivate.mutate(professional.id, {
        onSuccess: () => toast.success(TEAM_MESSAGES.reactivated),
        onSettled: () => setBusyId(null),
      });
    },
    [reactivate],
  );

  if (!query.data && query.isFetching) return <Spinner label="Carregando equipe..." showLabel />;
  if (!query.data) {
    return (
      <Card>
        <ErrorState
          title={TEAM_MESSAGES.loadFailed}
          titleAs="h2"
          description="Verifique sua conexão e tente novamente."
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }

  const { services } = query.data;
  if (editing) {
    return (
      <ProfessionalForm
        userId={userId}
        professional={editing.professional}
        titular={titular}
        services={services}
        ordem={Math.max(0, ...professionals.map((p) => p.ordem)) + 1}
        onDone={() => setEditing(null)}
      />
    );
  }

  return (
    <>
      <Toolbar>
        <Button onClick={() => setEditing({ professional: null })}>Adicionar profissional</Button>
      </Toolbar>
      {professionals.length === 0 ? (
        <Card>
          <EmptyState title="Nenhum profissional cadastrado" titleAs="h2" />
        </Card>
      ) : (
        <ProfessionalList
          professionals={professionals}
          services={services}
          busyId={busyId}
          onEdit={(professional) => setEditing({ professional })}
          onDeactivate={askDeactivation}
          onReactivate={askReactivation}
        />
      )}
      {pending && (
        <DeactivateDialog
          professional={pending.professional}
          count={pending.count}
          others={professionals.filter((p) => p.ativo && p.id !== pending.professional.id)}
          busy={deactivate.isPending}
          error={pending.error}
          onKeep={() => runDeactivation(pending.professional, null)}
          onTransfer={(destino) => runDeactivation(pending.professional, destino)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
