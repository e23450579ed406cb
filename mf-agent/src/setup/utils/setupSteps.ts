import type { AgentConfigRow, AgentProductRow, WhatsappInstanceRow } from 'shared-domain';

/** The five tabs in their order. */
export const SETUP_STEPS = ['basic-info', 'whatsapp', 'produtos', 'schedule', 'review'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const STEP_LABELS: Record<SetupStep, string> = {
  'basic-info': 'Informações Básicas',
  whatsapp: 'WhatsApp',
  produtos: 'Produtos/Serviços',
  schedule: 'Agenda',
  review: 'Finalizar',
};

/** The four steps the review's checklist lists and activation needs. */
export const REQUIRED_STEPS = [
  'basic-info',
  'whatsapp',
  'produtos',
  'schedule',
] as const satisfies readonly SetupStep[];

export type StepCompletion = Record<SetupStep, boolean>;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

export function basicInfoComplete(
  config: Pick<AgentConfigRow, 'name' | 'personality_description' | 'business_description'>,
) {
  return filled(config.name) && filled(config.personality_description) && filled(config.business_description);
}

const CONNECTED = new Set(['connected', 'open']);

/**
 * What is done, from the saved configuration: basic info when its three fields are
 * filled, WhatsApp when the number is connected, products when there is at least one, the agenda
 * once it was saved, the review once the assistant is active.
 */
export function completedSteps(setup: {
  config: AgentConfigRow;
  products: readonly AgentProductRow[];
  instance: Pick<WhatsappInstanceRow, 'status'> | null;
}): StepCompletion {
  const { config, products, instance } = setup;
  return {
    'basic-info': basicInfoComplete(config),
    whatsapp: CONNECTED.has(config.whatsapp?.status) || CONNECTED.has(instance?.status ?? ''),
    produtos: products.length > 0,
    schedule: Boolean(config.schedule_saved_at),
    review: config.status === 'active',
  };
}

/** The tab after `step`; the last one stays. */
export function nextStep(step: SetupStep): SetupStep {
  return SETUP_STEPS[Math.min(SETUP_STEPS.indexOf(step) + 1, SETUP_STEPS.length - 1)];
}

/** Where a returning owner lands: the first step not done yet, else the review. */
export function firstPendingStep(done: StepCompletion): SetupStep {
  return REQUIRED_STEPS.find((step) => !done[step]) ?? 'review';
}
