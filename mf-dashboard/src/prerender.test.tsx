/**
 * @jest-environment node
 */
import { renderSnapshot } from './prerender';

// The build renders with styled-components' server build (Node); the shared Jest setup maps the
// package to its browser build, which cannot collect styles on a server.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.cjs.js'));

describe("renderSnapshot (each dashboard page's top, for the shell's frame)", () => {
  const { pages } = renderSnapshot();

  it("has each page at its address with the page's own heading and the loading state", () => {
    expect(Object.keys(pages)).toEqual([
      '/user-dashboard',
      '/user-dashboard/schedule',
      '/user-dashboard/plan',
      '/user-dashboard/settings',
    ]);
    expect(pages['/user-dashboard/schedule'].html).toContain('<h1>Minha Agenda</h1>');
    expect(pages['/user-dashboard/schedule'].html).toContain('Seus agendamentos, lembretes e histórico');
    expect(pages['/user-dashboard/plan'].html).toContain('Acompanhe sua assinatura e seus pagamentos');
    for (const { html } of Object.values(pages)) expect(html).toContain('Carregando...');
  });

  it("keeps the home's greeting line, filled in only in the browser", () => {
    expect(pages['/user-dashboard'].html).toMatch(/<h1>Painel<\/h1><p>\u00a0<\/p>/);
  });

  it("names the home's first-paint script and carries the cards it fills in, hidden", () => {
    expect(pages['/user-dashboard'].script).toBe('src/features/home/firstPaint/index.ts');
    expect(pages['/user-dashboard'].html).toMatch(/<div data-snapshot-loaded="" hidden="">.*Satisfação dos Clientes/);
    for (const path of ['/user-dashboard/schedule', '/user-dashboard/plan', '/user-dashboard/settings']) {
      expect(pages[path].script).toBeUndefined();
      expect(pages[path].html).not.toContain('data-snapshot-loaded');
    }
  });

  it("leaves the global style to the shell's frame", () => {
    for (const { css } of Object.values(pages)) expect(css).not.toMatch(/box-sizing/);
  });
});
