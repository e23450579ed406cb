// Checkout steps shared by the journeys that go through it.
import { expect, type Page } from '@playwright/test';
import { generateCpf } from 'shared-domain/testing';
import { SITE } from './site';

// The local stack's Asaas sandbox and its default key (local-stack/src/config.ts): the sandbox's
// documented helper marks a payment paid and delivers the webhook, as Asaas's sandbox does.
const ASAAS_SANDBOX = `${SITE.stackUrl}/sandbox/asaas/v3`;
const ASAAS_LOCAL_KEY = '$aact_hmlg_local_sandbox_key_atende_ai';

export async function markPaid(paymentId: string) {
  const res = await fetch(`${ASAAS_SANDBOX}/sandbox/payment/${paymentId}/confirm`, {
    method: 'POST',
    headers: { access_token: ASAAS_LOCAL_KEY, 'User-Agent': 'atende-ai-e2e' },
  });
  expect(res.status).toBe(200);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Validade').fill('12/31');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('CEP do titular').fill('01310100');
  await page.getByLabel('Número do endereço').fill('1000');
}

/** Step 1 of the checkout as a new person (CPF); the password is 'senhaforte1'. */
export async function createAccount(page: Page, email: string, name = 'Paula Mendes') {
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('CPF').fill(generateCpf());
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill('senhaforte1');
  await page.getByLabel('Confirmar senha').fill('senhaforte1');
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
}
