import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/site';
import { logIn } from '../../support/helpers';
import { addAppointments, adminUpdate, createCustomer, isoDay } from '../../support/customers';

test.describe('dashboard home', { tag: ['@mf-dashboard', '@backend-booking', '@backend-conversations'] }, () => {
  test('the demo clinic sees every figure from one stats request, the real trend and the next appointments', async ({
    page,
  }) => {
    const dataRequests: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      // The profile, the subscription state and the menu's count of conversations waiting are the
      // chrome's reads, not the home's.
      const chrome = ['/rest/v1/profiles', '/rest/v1/rpc/my_subscription', '/rest/v1/conversas'].some((p) =>
        url.pathname.startsWith(p),
      );
      if (url.pathname.startsWith('/rest/v1/') && !chrome) dataRequests.push(url.pathname);
    });
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByRole('article', { name: 'Total de Atendimentos' })).toContainText('12');
    for (const card of [
      'Taxa de Ocupação',
      'Horários Livres Hoje',
      'Próximo Horário Livre',
      'Satisfação dos Clientes',
      'NPS',
      'Resolução no Primeiro Contato',
    ]) {
      await expect(page.getByRole('article', { name: card })).toBeVisible();
    }
    // The booking engine's free slots of today: none on a weekend or late in the day.
    await expect(page.getByRole('article', { name: 'Horários Livres Hoje' })).toContainText(/\d$/);
    await expect(page.getByRole('region', { name: 'Métricas de Eficiência' })).toContainText('min');
    // The chart draws the seed's six months of concluded attendances, read from the stats call.
    const trend = page.getByRole('region', { name: 'Tendência de Atendimentos' });
    await expect(trend.locator('svg.apexcharts-svg')).toBeVisible();
    await expect(
      trend.getByRole('table', { includeHidden: true }).getByRole('row', { includeHidden: true }),
    ).toHaveCount(7);
    const upcoming = page.getByRole('table', { name: 'Próximos Agendamentos' });
    await expect(upcoming.getByRole('row')).toHaveCount(6);
    expect(dataRequests).toEqual(['/rest/v1/rpc/get_user_dashboard_stats']);
  });

  test('a new customer goes from welcome to empty to full as the assistant and the data arrive', async ({ page }) => {
    const customer = await createCustomer('home');
    await logIn(page, customer.email, customer.password);
    await expect(page.getByText('Não configurado')).toBeVisible();
    await expect(page.getByText('Nenhum evento agendado')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Configure seu assistente' })).toBeVisible();

    await adminUpdate(`agent_configs?user_id=eq.${customer.id}`, { status: 'active' });
    await page.reload();
    await expect(page.getByText('Aguardando seus primeiros atendimentos')).toBeVisible();

    await addAppointments(customer, [
      { data: isoDay(1), inicio: '10:00', fim: '10:30', nome: 'Paciente Novo', desc_agendamento: 'Avaliação' },
    ]);
    await page.reload();
    const upcoming = page.getByRole('table', { name: 'Próximos Agendamentos' });
    await expect(upcoming).toContainText('Paciente Novo');
    await expect(upcoming).toContainText('Agendado');
    await expect(page.getByRole('article', { name: 'Total de Atendimentos' })).toContainText('0');
  });

  test("the owner's figures come with the page and paint before the app's scripts, which take them over", async ({
    page,
    context,
  }) => {
    await logIn(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page.getByRole('article', { name: 'Total de Atendimentos' })).toContainText('12');
    const statsRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/rest/v1/rpc/get_user_dashboard_stats') statsRequests.push(req.url());
    });

    // The app's own script never arrives: what shows is the page as the server sent it.
    await page.route(/\/main\.[0-9a-f]{10}\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('#root[data-snapshot]')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Total de Atendimentos' })).toContainText('12');
    await expect(page.getByRole('article', { name: 'Satisfação dos Clientes' })).toContainText('/10');
    await expect(page.getByRole('article', { name: 'Horários Livres Hoje' })).toContainText(/\d$/);
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(statsRequests).toEqual([]);

    // With the app: it replaces the snapshot with the live page, from the same answer.
    await page.unroute(/\/main\.[0-9a-f]{10}\.js$/);
    await page.reload();
    await expect(page.locator('#root[data-snapshot]')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Próximos Agendamentos' }).getByRole('row')).toHaveCount(6);
    await expect(page.getByRole('article', { name: 'Total de Atendimentos' })).toContainText('12');
    expect(statsRequests).toEqual([]);

    // Without the cookie (the token expired overnight, say), the page's script asks itself, once.
    await context.clearCookies();
    await page.route(/\/main\.[0-9a-f]{10}\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('article', { name: 'Total de Atendimentos' })).toContainText('12');
    expect(statsRequests).toHaveLength(1);
    await page.unroute(/\/main\.[0-9a-f]{10}\.js$/);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Próximos Agendamentos' }).getByRole('row')).toHaveCount(6);
    expect(statsRequests).toHaveLength(2);
  });
});
