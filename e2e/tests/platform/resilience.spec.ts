import { expect, test } from '@playwright/test';
import { saveBasicInfo } from '../../support/agentSetup';
import { createCustomer } from '../../support/customers';
import { devLogIn, logIn, navigateInApp, setAppRunning } from '../../support/helpers';
import { DEMO, EVERY_APP_TAG } from '../../support/site';

const FALLBACK = 'Não foi possível carregar esta área';

/** Each remote, where it is mounted, and another remote's page that must keep working meanwhile. */
const REMOTES: Array<{ remote: string; path: string; heading: string; other: [string, string]; developer?: true }> = [
  {
    remote: 'mf_dashboard',
    path: '/user-dashboard/schedule',
    heading: 'Minha Agenda',
    other: ['/user-dashboard/agent', 'Configuração do Agente'],
  },
  {
    remote: 'mf_agent',
    path: '/user-dashboard/agent',
    heading: 'Configuração do Agente',
    other: ['/user-dashboard/plan', 'Meu Plano'],
  },
  {
    remote: 'mf_inbox',
    path: '/user-dashboard/conversas',
    heading: 'Conversas',
    other: ['/user-dashboard', 'Painel'],
  },
  {
    remote: 'mf_checkout',
    path: '/checkout?plan=mensal',
    heading: 'Finalizar assinatura',
    other: ['/user-dashboard', 'Painel'],
  },
  {
    remote: 'mf_landing',
    path: '/',
    heading: 'Atendimento 24h no WhatsApp com Inteligência Artificial',
    other: ['/user-dashboard/settings', 'Configurações da Conta'],
  },
  {
    // The public booking page, opened by a signed-in owner checking it.
    remote: 'mf_booking',
    path: '/agendar/clinica-bem-estar',
    heading: 'Clínica Bem-Estar',
    other: ['/user-dashboard/schedule', 'Minha Agenda'],
  },
  {
    remote: 'mf_devconsole',
    path: '/dev-dashboard/credentials',
    heading: 'Gerenciamento de Credenciais',
    other: ['/user-dashboard', 'Painel'],
    developer: true,
  },
];

test.describe(
  'resilience',
  {
    tag: EVERY_APP_TAG,
  },
  () => {
    for (const { remote, path, heading, other, developer } of REMOTES) {
      test(`${remote} stopped while signed in: its fallback, the rest works, retry recovers`, async ({ page }) => {
        if (developer) {
          await devLogIn(page);
          await expect(page).toHaveURL(/\/dev-dashboard$/);
        } else {
          await logIn(page, DEMO.customer.email, DEMO.customer.password);
          await expect(page).toHaveURL(/\/user-dashboard$/);
        }
        await setAppRunning(remote, false);
        try {
          await navigateInApp(page, path);
          await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 25_000 });
          // Another area, from another remote, is unaffected.
          await navigateInApp(page, other[0]);
          await expect(page.getByRole('heading', { name: other[1], level: 1 })).toBeVisible();
          await navigateInApp(page, path);
          await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible({ timeout: 25_000 });
        } finally {
          await setAppRunning(remote, true);
        }
        await page.getByRole('button', { name: 'Tentar novamente' }).click();
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      });
    }

    test('mf_booking stopped: a visitor opening the booking page sees the fallback, retry brings the page', async ({
      page,
    }) => {
      await setAppRunning('mf_booking', false);
      try {
        await page.goto('/agendar/clinica-bem-estar');
        await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 25_000 });
        await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
      } finally {
        await setAppRunning('mf_booking', true);
      }
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { name: 'Clínica Bem-Estar', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Escolha o dia' })).toBeVisible();
    });

    test('the backend stopped: the spec error toasts, nothing typed is lost, and everything works once it is back', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const customer = await createCustomer('resiliencia', 'Marta Queiroz');
      await logIn(page, customer.email, customer.password);
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await page.getByRole('link', { name: 'Minha Agenda' }).click();
      await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Novo Agendamento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
      await dialog.getByLabel('Nome').fill('Paciente Sem Rede');
      await dialog.getByLabel('Início').fill('10:00');
      await dialog.getByLabel('Fim').fill('10:30');
      await dialog.getByLabel('Telefone').fill('11987650000');

      await setAppRunning('stack', false);
      try {
        // Agenda: the create fails with the spec's toast and the dialog keeps what was typed.
        await dialog.getByRole('button', { name: 'Criar Agendamento' }).click();
        await expect(page.getByText('Erro ao criar agendamento')).toBeVisible({ timeout: 20_000 });
        await expect(dialog.getByLabel('Nome')).toHaveValue('Paciente Sem Rede');
        await dialog.getByRole('button', { name: 'Cancelar' }).click();

        // Settings: the profile save fails, the name stays as typed.
        await page.getByRole('link', { name: 'Configurações' }).click();
        const name = page.getByRole('textbox', { name: 'Nome completo' });
        await expect(name).toHaveValue('Marta Queiroz');
        await name.fill('Marta Queiroz Lima');
        await page.getByRole('button', { name: 'Salvar alterações' }).click();
        await expect(page.getByText('Erro ao atualizar perfil')).toBeVisible({ timeout: 20_000 });
        await expect(name).toHaveValue('Marta Queiroz Lima');
      } finally {
        await setAppRunning('stack', true);
      }

      // Back: the same button now saves, and a reload shows it stored.
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible({ timeout: 20_000 });
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Marta Queiroz Lima');

      // The assistant setup saves again too.
      await page.getByRole('link', { name: 'Agente' }).click();
      await expect(page.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
      await saveBasicInfo(page);
    });
  },
);
