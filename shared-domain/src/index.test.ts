import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as domain from './index.ts';

/** Every non-test module under src. */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // shared-domain/testing is its own entry, for tests only: never re-exported by the main entry.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : modules(path);
    // Entry points (index.ts, landingPlans.ts for shared-domain/landing-plans) are not modules to re-export.
    const isEntry = dir === __dirname && ['index.ts', 'landingPlans.ts'].includes(entry.name);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !isEntry ? [path] : [];
  });
}

describe('shared-domain entry point', () => {
  it('re-exports every module', () => {
    const index = readFileSync(join(__dirname, 'index.ts'), 'utf8');
    for (const file of modules(__dirname)) {
      // Relative imports carry their .ts extension (the Supabase CLI ships only those to the functions).
      const specifier = `./${relative(__dirname, file)}`;
      // The generated database types are re-exported by name and type-only (no runtime code).
      if (specifier === './database.types.ts')
        expect(index).toMatch(/export type \{[^}]+\} from '\.\/database\.types\.ts';/);
      else expect(index).toContain(`export * from '${specifier}';`);
    }
  });

  it("shared-domain/landing-plans carries the landing's catalogue only", async () => {
    const plans = await import('./landingPlans.ts');
    expect(plans.LANDING_PLANS).toBe(domain.LANDING_PLANS);
    expect(plans).not.toHaveProperty('CHECKOUT_PLANS');
    expect(plans).not.toHaveProperty('validateSignupScreen');
  });

  it('has no default export anywhere', () => {
    expect(domain).not.toHaveProperty('default');
    for (const file of modules(__dirname)) expect(readFileSync(file, 'utf8')).not.toMatch(/export default/);
  });

  it('exposes the API the apps use', () => {
    for (const name of [
      'CHECKOUT_PLANS',
      'LANDING_PLANS',
      'findCheckoutPlan',
      'maxInstallments',
      'quote',
      'installmentOptions',
      'isValidCpf',
      'isValidCnpj',
      'maskCpf',
      'maskCnpj',
      'normalizePhone',
      'isValidPhone',
      'formatPhone',
      'validateSignupScreen',
      'validateLoginForm',
      'validateSignUpService',
      'validateCheckoutAccount',
      'validateCardForm',
      'saveCheckoutResume',
      'readCheckoutResume',
      'clearCheckoutResume',
      'planFromReturnUrl',
      'CHECKOUT_RESUME_TTL_MS',
      'USER_ROLES',
      'PERSON_TYPES',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });

  it('leaves what only tests use to shared-domain/testing', async () => {
    const testing = await import('./testing/index.ts');
    for (const name of ['generateCpf', 'generateCnpj', 'DEFAULT_AGENT_SCHEDULE', 'PLAN_MONTHS', 'OWNER_CODE_PATTERN']) {
      expect(testing).toHaveProperty(name);
      expect(domain).not.toHaveProperty(name);
    }
  });
});
