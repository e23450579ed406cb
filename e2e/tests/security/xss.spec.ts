import { expect, test, type Page } from '@playwright/test';
import { generateCnpj } from 'shared-domain/testing';
import { devLogIn, logIn, uniqueEmail } from '../../support/helpers';
import { adminUpdate, createCustomer, isoDay } from '../../support/customers';

// What an attacker types into every free-text field a person can save and see again. Each must come
// back as the same literal text, never as markup that runs.
const XSS = {
  img: `<img src=x onerror="window.__xss=1;alert('xss')">`,
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  attr: `' onmouseover='window.__xss=1' x='`,
};

// The pages' own escaping is what is tested here, so the Content-Security-Policy (which would block
// these scripts too) is bypassed; headers.spec.ts proves the policy on its own.
test.use({ bypassCSP: true });

/** Fails on any dialog; expectInert() checks nothing ran and no handler or script was planted. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async function expectInert(where: string) {
    const planted = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: unknown }).__xss,
      handlers: document.querySelectorAll('[onerror], [onload], [onmouseover]').length,
      scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('__xss')).length,
      svgs: document.querySelectorAll('svg[onload]').length,
    }));
    expect(planted, where).toEqual({ xss: undefined, handlers: 0, scripts: 0, svgs: 0 });
    expect(dialogs, where).toEqual([]);
  };
}

test.describe(
  'free text is shown as text, never run',
  {
    tag: [
      '@shell',
      '@mf-checkout',
      '@mf-dashboard',
      '@mf-agent',
      '@mf-devconsole',
      '@backend-booking',
      '@backend-assistant',
      '@backend-staff',
    ],
  },
  () => {
    test('sign-up names and the settings full name', async ({ page }) => {
      const expectInert = guard(page);
      const email = uniqueEmail('xss-cadastro');
      const person = `Ana ${XSS.img}`;
      const company = `Empresa ${XSS.svg}`;
      await page.goto('/signup');
      await page.getByRole('radio', { name: 'Pessoa Jurídica' }).click();
      await page.getByLabel('Nome do responsável').fill(person);
      await page.getByLabel('Nome da empresa').fill(company);
      await page.getByLabel('CNPJ').fill(generateCnpj());
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Telefone').fill('1133224455');
      await page.getByLabel('Senha', { exact: true }).fill('senhaforte123');
      await page.getByLabel('Confirmar senha').fill('senhaforte123');
      await page.getByLabel(/aceito os termos/).check();
      await page.getByRole('button', { name: 'Criar Conta' }).click();
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await expect(page.getByText(`Bem-vindo(a), ${person}`, { exact: true })).toBeVisible();
      await expectInert('dashboard after sign-up');

      // The checkout, signed in: the account's names fill the payment step.
      await page.goto('/checkout?plan=mensal');
      await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
      await expectInert('checkout');

      await page.goto('/user-dashboard/settings');
      const name = page.getByRole('textbox', { name: 'Nome completo' });
      await expect(name).toHaveValue(person);
      const renamed = `Bia ${XSS.script}${XSS.attr}`;
      await name.fill(renamed);
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(renamed);
      await page.getByRole('link', { name: 'Painel' }).first().click();
      await expect(page.getByText(`Bem-vindo(a), ${renamed}`, { exact: true })).toBeVisible();
      await expectInert('dashboard after renaming');
    });

    test("an appointment's name and description: agenda cards and the dashboard's upcoming list", async ({ page }) => {
      const expectInert = guard(page);
      const customer = await createCustomer('xss-agenda');
      // An assistant set up: the dashboard home then lists the upcoming appointments.
      await adminUpdate(`agent_configs?user_id=eq.${customer.id}`, { status: 'active' });
      const nome = `Paciente ${XSS.img}`;
      const descricao = `Consulta ${XSS.script} ${XSS.svg}`;
      const day = isoDay(1);

      await logIn(page, customer.email, customer.password);
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await page.getByRole('link', { name: 'Minha Agenda' }).click();
      await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Novo Agendamento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
      await dialog.getByLabel('Nome').fill(nome);
      await dialog.getByLabel('Data').fill(day);
      await dialog.getByLabel('Início').fill('10:00');
      await dialog.getByLabel('Fim').fill('10:30');
      await dialog.getByLabel('Telefone').fill('11987651234');
      await dialog.getByLabel('Descrição').fill(descricao);
      await dialog.getByRole('button', { name: 'Criar Agendamento' }).click();
      await expect(page.getByText('Agendamento criado com sucesso!')).toBeVisible();
      if (day.slice(0, 7) !== isoDay(0).slice(0, 7)) await page.getByRole('button', { name: 'Próximo mês' }).click();
      const card = page.getByRole('region', { name: 'Agendamentos' }).getByRole('article', { name: nome });
      await expect(card).toContainText(nome);
      await expect(card).toContainText(descricao);
      await expectInert('agenda, month view');
      await page.getByRole('radio', { name: 'Semana' }).click();
      await expectInert('agenda, week view');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
      await expect(page.getByText('Carregando...')).toHaveCount(0);
      await expectInert('agenda after a reload');

      await page.getByRole('link', { name: 'Painel' }).first().click();
      const upcoming = page.getByRole('table', { name: 'Próximos Agendamentos' });
      await expect(upcoming).toContainText(nome);
      await expectInert('dashboard home');
    });

    test("the assistant setup's texts and products, and the review step", async ({ page }) => {
      const expectInert = guard(page);
      const customer = await createCustomer('xss-agente');
      const info = {
        name: `Bia ${XSS.img}`,
        personality: `Simpática ${XSS.script}`,
        business: `Clínica ${XSS.svg}`,
      };
      const product = { nome: `Limpeza ${XSS.svg}`, descricao: `Sessão ${XSS.img}${XSS.attr}` };

      await logIn(page, customer.email, customer.password);
      await expect(page).toHaveURL(/\/user-dashboard$/);
      await page.goto('/user-dashboard/agent');
      await expect(page.getByRole('tablist', { name: 'Etapas da configuração' })).toBeVisible();
      await page.getByRole('textbox', { name: /Nome do Agente/ }).fill(info.name);
      await page.getByRole('textbox', { name: /Descrição da personalidade/ }).fill(info.personality);
      await page.getByRole('textbox', { name: /Descrição geral do negócio/ }).fill(info.business);
      await page.getByRole('button', { name: 'Salvar e Continuar' }).first().click();
      await expect(page.getByText('Informações básicas salvas com sucesso!')).toBeVisible();

      await page.getByRole('tab', { name: /^Produtos\/Serviços/ }).click();
      await page.getByRole('textbox', { name: 'Código do item 1', exact: true }).fill('XSS1');
      await page.getByRole('textbox', { name: 'Nome do item 1', exact: true }).fill(product.nome);
      await page.getByRole('spinbutton', { name: 'Valor (R$) do item 1', exact: true }).fill('99.9');
      await page.getByRole('textbox', { name: 'Descrição do item 1', exact: true }).fill(product.descricao);
      await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar e Continuar' }).click();
      await expect(page.getByText('Produtos/serviços salvos com sucesso!')).toBeVisible();

      await page.getByRole('tab', { name: /^Finalizar/ }).click();
      await expect(page.getByRole('tabpanel').getByText(info.name, { exact: true })).toBeVisible();
      await expectInert('review step');

      // Everything comes back from the database as typed.
      await page.reload();
      await page.getByRole('tab', { name: /^Informações Básicas/ }).click();
      await expect(page.getByRole('textbox', { name: /Nome do Agente/ })).toHaveValue(info.name);
      await expect(page.getByRole('textbox', { name: /Descrição da personalidade/ })).toHaveValue(info.personality);
      await expect(page.getByRole('textbox', { name: /Descrição geral do negócio/ })).toHaveValue(info.business);
      await page.getByRole('tab', { name: /^Produtos\/Serviços/ }).click();
      await expect(page.getByRole('textbox', { name: 'Nome do item 1', exact: true })).toHaveValue(product.nome);
      await expect(page.getByRole('textbox', { name: 'Descrição do item 1', exact: true })).toHaveValue(
        product.descricao,
      );
      await page.getByRole('tab', { name: /^Finalizar/ }).click();
      await expect(page.getByRole('tabpanel').getByText(info.name, { exact: true })).toBeVisible();
      await expectInert('setup after a reload');
    });

    test("a developer console credential's name, value and description", async ({ page }) => {
      const expectInert = guard(page);
      const name = `Chave ${XSS.img}`;
      const value = `valor ${XSS.script}`;
      const description = `Descrição ${XSS.svg}${XSS.attr}`;
      await devLogIn(page);
      await expect(page).toHaveURL(/\/dev-dashboard$/);
      await page.goto('/dev-dashboard/credentials');
      await page.getByRole('button', { name: 'Nova Credencial' }).click();
      const form = page.getByRole('dialog', { name: 'Nova Credencial' });
      await form.getByLabel('Nome').fill(name);
      await form.getByRole('textbox', { name: 'Valor', exact: true }).fill(value);
      await form.getByLabel('Descrição').fill(description);
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Credencial criada com sucesso')).toBeVisible();
      const list = page.getByRole('list', { name: 'Credenciais' });
      await expect(list.getByText(name, { exact: true })).toBeVisible();
      await expect(list.getByText(description, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: `Mostrar valor de ${name}` }).click();
      await expect(list.getByText(value, { exact: true })).toBeVisible();
      await expectInert('credentials list');
      await page.getByRole('button', { name: `Editar ${name}` }).click();
      await expect(page.getByRole('dialog', { name: 'Editar Credencial' }).getByLabel('Nome')).toHaveValue(name);
      await expectInert('credential edit dialog');
    });
  },
);
