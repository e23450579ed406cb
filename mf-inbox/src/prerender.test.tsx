/**
 * @jest-environment node
 */
import { renderSnapshot } from './prerender';

// The build renders with styled-components' server build (Node); the shared Jest setup maps the
// package to its browser build, which cannot collect styles on a server.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.cjs.js'));

test("renderSnapshot: the inbox's heading and loading state at its address", () => {
  const { pages } = renderSnapshot();
  expect(Object.keys(pages)).toEqual(['/user-dashboard/conversas']);
  const { html } = pages['/user-dashboard/conversas'];
  expect(html).toContain('<h1>Conversas</h1>');
  expect(html).toContain('As conversas do seu assistente com os clientes no WhatsApp.');
  expect(html).toContain('Carregando...');
});
