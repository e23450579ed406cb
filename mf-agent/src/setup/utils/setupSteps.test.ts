import type { AgentConfigRow, AgentProductRow } from 'shared-domain';
import { completedSteps, firstPendingStep, nextStep } from './setupSteps';

const config = (over: Partial<AgentConfigRow> = {}) =>
  ({
    name: 'Meu Assistente',
    personality_description: '',
    business_description: '',
    whatsapp: { status: 'disconnected', webhook_url: null },
    schedule_saved_at: null,
    status: 'draft',
    ...over,
  }) as AgentConfigRow;
const product = { codigo: 'C1', nome: 'Consulta' } as AgentProductRow;

describe('completedSteps', () => {
  it('a default configuration has nothing done', () => {
    expect(completedSteps({ config: config(), products: [], instance: null })).toEqual({
      'basic-info': false,
      whatsapp: false,
      produtos: false,
      schedule: false,
      review: false,
    });
  });

  it('basic info needs all three fields non-blank', () => {
    const partial = config({ personality_description: 'Simpática', business_description: '   ' });
    expect(completedSteps({ config: partial, products: [], instance: null })['basic-info']).toBe(false);
    const full = config({ personality_description: 'Simpática', business_description: 'Clínica' });
    expect(completedSteps({ config: full, products: [], instance: null })['basic-info']).toBe(true);
  });

  it('WhatsApp is done when the configuration or the instance says connected or open', () => {
    const viaConfig = config({ whatsapp: { status: 'connected', webhook_url: null } });
    expect(completedSteps({ config: viaConfig, products: [], instance: null }).whatsapp).toBe(true);
    expect(completedSteps({ config: config(), products: [], instance: { status: 'open' } }).whatsapp).toBe(true);
    expect(completedSteps({ config: config(), products: [], instance: { status: 'connecting' } }).whatsapp).toBe(false);
  });

  it('products when non-empty, the agenda once saved, the review once active', () => {
    const done = completedSteps({
      config: config({ schedule_saved_at: '2026-11-24T12:00:00Z', status: 'active' }),
      products: [product],
      instance: null,
    });
    expect(done).toMatchObject({ produtos: true, schedule: true, review: true });
  });
});

describe('step order', () => {
  it('moves basic-info → whatsapp → produtos → schedule → review and stays on review', () => {
    expect(nextStep('basic-info')).toBe('whatsapp');
    expect(nextStep('whatsapp')).toBe('produtos');
    expect(nextStep('produtos')).toBe('schedule');
    expect(nextStep('schedule')).toBe('review');
    expect(nextStep('review')).toBe('review');
  });

  it('opens on the first pending step, or the review when all four are done', () => {
    const none = { 'basic-info': false, whatsapp: false, produtos: false, schedule: false, review: false };
    expect(firstPendingStep(none)).toBe('basic-info');
    expect(firstPendingStep({ ...none, 'basic-info': true, whatsapp: true })).toBe('produtos');
    expect(firstPendingStep({ ...none, 'basic-info': true, whatsapp: true, produtos: true, schedule: true })).toBe(
      'review',
    );
  });
});
