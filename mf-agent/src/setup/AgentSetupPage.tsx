import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { CHANNEL_NAMES } from 'shared-domain';
import { Card, loadable, Spinner } from 'shared-ui';
import { ErrorState, PageHeader, PageStack, type TabItem, Tabs } from 'shared-ui/widgets';
import { BasicInfoStep } from '../features/basic-info/BasicInfoStep';
import { ProductsStep } from '../features/products/ProductsStep';
import { ReviewStep } from '../features/review/ReviewStep';
import { AvailabilityStep } from '../features/availability/AvailabilityStep';
import { WhatsappConnection } from '../features/whatsapp/WhatsappConnection';
import type { AgentSetup } from './api/loadAgentSetup';
import { useAgentSetup } from './hooks/useAgentSetup';
import { AGENT_MESSAGES } from './messages';
import {
  completedSteps,
  firstPendingStep,
  nextStep,
  REQUIRED_STEPS,
  SETUP_STEPS,
  STEP_LABELS,
  type SetupStep,
} from './utils/setupSteps';
import { SETUP_HEAD } from './pageHead';

// The calendar card (with the date formatters it needs) is on the availability step only: it loads
// when that step first shows, not with the setup's first screen.
const CalendarSyncCard = loadable(() =>
  import('../features/calendar-sync/CalendarSyncCard').then((m) => m.CalendarSyncCard),
);

const StepCaption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const AgendaStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const CAPTIONS: Record<SetupStep, string> = {
  'basic-info': 'Etapa 1 de 5',
  whatsapp: 'Etapa 2 de 5',
  produtos: 'Etapa 3 de 5',
  schedule: 'Etapa 4 de 5',
  review: 'Etapa final',
};

/** 'Configuração do Agente': five freely navigable tabs over the saved configuration. */
export function AgentSetupPage() {
  const userId = useAuthStore((s) => s.user?.id);
  return (
    <PageStack>
      <PageHeader title={SETUP_HEAD.title} subtitle={SETUP_HEAD.subtitle} />
      {userId ? (
        <SetupTabs userId={userId} />
      ) : (
        <Card>
          <ErrorState title={AGENT_MESSAGES.notAuthenticated} titleAs="h2" />
        </Card>
      )}
    </PageStack>
  );
}

function SetupTabs({ userId }: { userId: string }) {
  const { query, saved } = useAgentSetup(userId);
  // Back from Google's consent page (?calendar=…): the Agenda tab holds the card that greets it.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<SetupStep | null>(params.has('calendar') ? 'schedule' : null);
  const setup = query.data ?? null;
  const done = useMemo(() => (setup ? completedSteps(setup) : null), [setup]);

  const advance = useCallback((from: SetupStep) => setChosen(nextStep(from)), []);
  const patchConfig = useCallback(
    (patch: Partial<AgentSetup['config']>) => saved((s) => ({ ...s, config: { ...s.config, ...patch } })),
    [saved],
  );

  // A retry after a failed read shows the spinner again, as the first read does.
  if (!setup && query.isFetching) return <Spinner label="Carregando configurações..." showLabel />;
  if (!setup || !done) {
    return (
      <Card>
        <ErrorState
          title={AGENT_MESSAGES.loadFailed}
          titleAs="h2"
          description="Verifique sua conexão e tente novamente."
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }

  const { config, products, instance } = setup;
  const current = chosen ?? firstPendingStep(done);
  // The review names the WhatsApp channel in use, once the number is connected.
  const details: Partial<Record<SetupStep, string>> = {
    whatsapp: done.whatsapp && instance ? CHANNEL_NAMES[instance.channel] : undefined,
  };
  const panels: Record<SetupStep, ReactNode> = {
    'basic-info': (
      <BasicInfoStep
        userId={userId}
        initial={config}
        onSaved={(info) => {
          patchConfig(info);
          advance('basic-info');
        }}
      />
    ),
    whatsapp: (
      <WhatsappConnection
        onConnected={() => patchConfig({ whatsapp: { ...config.whatsapp, status: 'connected' } })}
        onContinue={() => advance('whatsapp')}
        shown={current === 'whatsapp'}
      />
    ),
    produtos: (
      <ProductsStep
        agentId={config.id}
        initialProducts={products}
        onSaved={(rows) => {
          saved((s) => ({ ...s, products: rows }));
          advance('produtos');
        }}
      />
    ),
    schedule: (
      <AgendaStack>
        <Suspense fallback={<Spinner label="Carregando..." />}>
          <CalendarSyncCard />
        </Suspense>
        <AvailabilityStep
          userId={userId}
          initialSchedule={config.schedule}
          stepDone={Boolean(config.schedule_saved_at)}
          onSaved={(schedule) => {
            patchConfig({ schedule, schedule_saved_at: new Date().toISOString() });
            advance('schedule');
          }}
        />
      </AgendaStack>
    ),
    review: (
      <ReviewStep
        agentName={config.name}
        active={config.status === 'active'}
        checklist={REQUIRED_STEPS.map((step) => ({
          label: STEP_LABELS[step],
          done: done[step],
          detail: details[step],
        }))}
        onActivated={(activation) =>
          patchConfig({
            status: 'active',
            workflow_id: activation.workflowId,
            webhook_url: activation.webhookUrl,
          })
        }
      />
    ),
  };

  const items: TabItem[] = SETUP_STEPS.map((step) => ({
    id: step,
    label: STEP_LABELS[step],
    status: done[step] ? 'done' : step === current ? 'current' : undefined,
    content: (
      <>
        <StepCaption>{CAPTIONS[step]}</StepCaption>
        {panels[step]}
      </>
    ),
  }));

  // keepMounted: what is typed in one tab survives a visit to another.
  return (
    <Tabs
      label="Etapas da configuração"
      items={items}
      value={current}
      onChange={(id) => setChosen(id as SetupStep)}
      keepMounted
    />
  );
}
