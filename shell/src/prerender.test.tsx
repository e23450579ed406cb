/**
 * @jest-environment node
 */
import { renderSnapshot } from './prerender';

// The build renders with styled-components' server build (Node); the shared Jest setup maps the
// package to its browser build, which cannot collect styles on a server.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.cjs.js'));

describe("renderSnapshot (the customer area's frame, per page of its menu)", () => {
  const { frames } = renderSnapshot();

  it('has a frame for each page of the menu, with the slot for the page', () => {
    expect(Object.keys(frames)).toEqual([
      '/user-dashboard',
      '/user-dashboard/agent',
      '/user-dashboard/agent/equipe',
      '/user-dashboard/schedule',
      '/user-dashboard/conversas',
      '/user-dashboard/plan',
      '/user-dashboard/settings',
    ]);
    for (const { html } of Object.values(frames)) {
      expect(html.match(/<i data-page-slot=""><\/i>/g)).toHaveLength(1);
      expect(html).toContain('Atende.AI');
      expect(html).toContain('Sair da conta');
    }
  });

  it("marks the page's own menu entry as the current one", () => {
    expect(frames['/user-dashboard/plan'].html).toMatch(/aria-current="page"[^>]*>Meu Plano</);
    expect(frames['/user-dashboard'].html).toMatch(/aria-current="page"[^>]*>Painel</);
    // Equipe lives under the agent's page: there only Equipe is current.
    expect(frames['/user-dashboard/agent/equipe'].html).toMatch(/aria-current="page"[^>]*>Equipe</);
    expect(frames['/user-dashboard/agent/equipe'].html).not.toMatch(/aria-current="page"[^>]*>Agente</);
  });

  it('carries the rules of every element it renders, global style included', () => {
    const { html, css } = frames['/user-dashboard/settings'];
    expect(css).toMatch(/box-sizing:\s*border-box/);
    for (const [, classes] of html.matchAll(/class="([^"]+)"/g)) {
      // 'active': the router's mark on the current menu entry, styled through aria-current.
      const styled = classes.split(' ').filter((c) => !c.startsWith('sc-') && c !== 'active');
      for (const name of styled) expect(css).toContain(`.${name}`);
    }
  });
});
