// The site's one list of pages: addresses, routes and the sidebars built from it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { customerRemoteAt, navOf, pagePath, pageRoute } from '../apps.mjs';

test("a page's address and its route inside its remote", () => {
  assert.equal(pagePath('mf_dashboard', 'schedule'), '/user-dashboard/schedule');
  assert.equal(pageRoute('mf_dashboard', 'schedule'), 'schedule');
  assert.equal(pagePath('mf_dashboard', 'home'), '/user-dashboard');
  assert.equal(pageRoute('mf_dashboard', 'home'), '');
  assert.equal(pagePath('mf_agent', 'setup'), '/user-dashboard/agent');
  assert.equal(pagePath('mf_agent', 'team'), '/user-dashboard/agent/equipe');
  assert.equal(pageRoute('mf_agent', 'team'), 'equipe');
  assert.equal(pagePath('mf_inbox', 'inbox'), '/user-dashboard/conversas');
  assert.throws(() => pagePath('mf_dashboard', /** @type {never} */ ('inbox')), /unknown page "inbox"/);
});

test("the customer area's sidebar, in its groups and order; the homes with pages under them are active on their own path alone", () => {
  assert.deepEqual(navOf(['mf_dashboard', 'mf_agent', 'mf_inbox']), [
    {
      title: 'PRINCIPAL',
      items: [
        { label: 'Painel', to: '/user-dashboard', end: true },
        { label: 'Agente', to: '/user-dashboard/agent', end: true },
        { label: 'Equipe', to: '/user-dashboard/agent/equipe' },
        { label: 'Minha Agenda', to: '/user-dashboard/schedule' },
        { label: 'Conversas', to: '/user-dashboard/conversas' },
      ],
    },
    {
      title: 'CONTA',
      items: [
        { label: 'Meu Plano', to: '/user-dashboard/plan' },
        { label: 'Configurações', to: '/user-dashboard/settings' },
      ],
    },
  ]);
});

test('the customer remote at a path: the agent and the inbox under their mounts, the dashboard elsewhere', () => {
  assert.equal(customerRemoteAt('/user-dashboard/conversas'), 'mf_inbox');
  assert.equal(customerRemoteAt('/user-dashboard/conversas/0b6f7c1e-1d2a-4c1b-9f00-000000000001'), 'mf_inbox');
  assert.equal(customerRemoteAt('/user-dashboard/conversasx'), 'mf_dashboard');
  assert.equal(customerRemoteAt('/user-dashboard/agent'), 'mf_agent');
  assert.equal(customerRemoteAt('/user-dashboard/agent/equipe'), 'mf_agent');
  assert.equal(customerRemoteAt('/user-dashboard/schedule'), 'mf_dashboard');
  assert.equal(customerRemoteAt('/checkout'), null);
});

test("the console's sidebar: two groups, eight entries", () => {
  const nav = navOf(['mf_devconsole']);
  assert.deepEqual(
    nav.map((g) => [g.title, g.items.map((i) => i.label)]),
    [
      ['DESENVOLVIMENTO', ['Overview', 'Credenciais', 'Logs', 'Debug']],
      ['SISTEMA', ['Usuários', 'Database', 'Webhooks', 'Configurações']],
    ],
  );
  assert.deepEqual(nav[0].items[0], { label: 'Overview', to: '/dev-dashboard', end: true });
});
