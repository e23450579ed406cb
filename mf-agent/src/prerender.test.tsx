/**
 * @jest-environment node
 */
import { renderSnapshot } from './prerender';

// The build renders with styled-components' server build (Node); the shared Jest setup maps the
// package to its browser build, which cannot collect styles on a server.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.cjs.js'));

test("renderSnapshot: the setup page's and the Equipe page's heading and loading state at their addresses", () => {
  const { pages } = renderSnapshot();
  expect(Object.keys(pages)).toEqual(['/user-dashboard/agent', '/user-dashboard/agent/equipe']);
  const team = pages['/user-dashboard/agent/equipe'].html;
  expect(team).toContain('<h1>Equipe</h1>');
  expect(team).toContain('Carregando...');
  const { html } = pages['/user-dashboard/agent'];
  expect(html).toContain('<h1>Configuração do Agente</h1>');
  expect(html).toContain('Configure seu assistente em cinco etapas; cada etapa fica salva ao continuar.');
  expect(html).toContain('Carregando...');
});
