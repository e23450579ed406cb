import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { setupTab } from '../../support/agentSetup';
import { adminSelect, payingCustomer, type Customer } from '../../support/customers';
import { logIn } from '../../support/helpers';

const OWNER = 'Dra. Carla Mendes';

/** A paying owner, signed in, whose Agenda step is saved (Monday to Friday, 09:00–18:00). */
async function ownerWithSavedAgenda(page: Page): Promise<Customer> {
  const owner = await payingCustomer('equipe', OWNER);
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.getByRole('link', { name: 'Agente' }).click();
  await expect(page.getByRole('heading', { name: 'Configuração do Agente' })).toBeVisible();
  await setupTab(page, 'Agenda').click();
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(page.getByText('Configuração da agenda salva com sucesso!')).toBeVisible();
  return owner;
}

async function openTeam(page: Page) {
  await page.getByRole('link', { name: 'Equipe' }).click();
  await expect(page).toHaveURL(/\/user-dashboard\/agent\/equipe$/);
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Profissionais' })).toBeVisible();
}

const professionals = (page: Page) => page.getByRole('list', { name: 'Profissionais' });
const form = (page: Page) => page.getByRole('region', { name: 'Novo profissional' });
const storedNames = async (owner: Customer) =>
  (await adminSelect<{ nome: string }[]>(`profissionais?id_dono=eq.${owner.idDono}&select=nome&order=ordem`)).map(
    (p) => p.nome,
  );

test.describe('Equipe', { tag: ['@mf-agent', '@mf-dashboard', '@backend-booking'] }, () => {
  test('the owner adds a second professional and sees one column per professional in the day view', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const owner = await ownerWithSavedAgenda(page);
    await openTeam(page);
    const titular = professionals(page).getByRole('listitem', { name: OWNER });
    await expect(titular).toContainText('Horários da etapa Agenda do assistente');
    await expect(titular).toContainText('Segunda-feira: 09:00 – 18:00 · 0 intervalo(s)');
    await expect(titular).toContainText('Todos os serviços');

    await page.getByRole('button', { name: 'Adicionar profissional' }).click();
    await form(page).getByLabel('Nome').fill('Dr. Bruno Lima');
    // He starts from the owner's week; he works weekends too, so today always has his column.
    await form(page).getByRole('switch', { name: 'Atender no Sábado' }).click();
    await form(page).getByRole('switch', { name: 'Atender no Domingo' }).click();
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Profissional salvo com sucesso!')).toBeVisible();

    const bruno = professionals(page).getByRole('listitem', { name: 'Dr. Bruno Lima' });
    await expect(bruno).toContainText('Ativo');
    await expect(bruno).toContainText('Sábado: 09:00 – 18:00 · 0 intervalo(s)');
    await expect(bruno).toContainText('Domingo: 09:00 – 18:00 · 0 intervalo(s)');
    expect(await storedNames(owner)).toEqual([OWNER, 'Dr. Bruno Lima']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(test.info().project.outputDir, 'team-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Minha Agenda' }).click();
    await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Dia' }).click();
    const day = page.getByRole('region', { name: 'Visão do dia' });
    await expect(day.getByRole('columnheader', { name: OWNER })).toBeVisible();
    await expect(day.getByRole('columnheader', { name: 'Dr. Bruno Lima' })).toBeVisible();
  });

  test('a professional without any active day is refused and nothing is saved', async ({ page }) => {
    const owner = await ownerWithSavedAgenda(page);
    await openTeam(page);
    await page.getByRole('button', { name: 'Adicionar profissional' }).click();
    await form(page).getByLabel('Nome').fill('Dra. Sem Agenda');
    for (const day of ['na Segunda-feira', 'na Terça-feira', 'na Quarta-feira', 'na Quinta-feira', 'na Sexta-feira']) {
      await form(page)
        .getByRole('switch', { name: `Atender ${day}` })
        .click();
    }
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(form(page).getByRole('alert')).toContainText('Ative pelo menos um dia de atendimento.');
    await expect(form(page).getByLabel('Nome')).toHaveValue('Dra. Sem Agenda');
    expect(await storedNames(owner)).toEqual([OWNER]);
  });
});
