import { render, screen, within } from '@testing-library/react';
import { renderSignedIn } from 'shared-auth/testing';
import { pageSnapshot } from 'shared-ui/prerender';
import { FullDashboard } from '../components/FullDashboard';
import { HOME_HEAD } from '../pageHead';
import { sampleStats } from '../sampleStats.fixture';
import { FigureCards } from './FigureCards';
import { fillFigures } from './fillFigures';

// The snapshot is made with the server builds of styled-components and React, as in the build (see
// ../../../prerender.test.tsx); the page's side is jsdom.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.cjs.js'));
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
// ApexCharts draws SVG with browser layout APIs jsdom lacks.
jest.mock('apexcharts/area', () => ({}));
jest.mock('react-apexcharts/core', () => ({ __esModule: true, default: () => null }));

/** The home's snapshot, as the page receives it (src/prerender.tsx). */
function homeSnapshot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = pageSnapshot(HOME_HEAD, { loaded: <FigureCards /> }).html;
  document.body.append(root);
  return root;
}

const cardTexts = (root: HTMLElement) =>
  within(root)
    .getAllByRole('article')
    .map((card) => card.textContent);

afterEach(() => document.body.replaceChildren());

describe('fillFigures (the home snapshot before the app)', () => {
  it('shows the loading state and no cards until the figures are known', () => {
    const root = homeSnapshot();
    expect(within(root).getByRole('status')).toHaveTextContent('Carregando...');
    expect(within(root).queryAllByRole('article')).toHaveLength(0);
  });

  it('writes the cards as the live page shows them, in place of the loading state', () => {
    const stats = sampleStats();
    const root = homeSnapshot();
    expect(fillFigures(root, stats)).toBe(true);
    expect(within(root).queryByRole('status')).not.toBeInTheDocument();

    const { container: live } = renderSignedIn(<FullDashboard stats={stats} />);
    expect(cardTexts(root)).toEqual(cardTexts(live).slice(0, 7));
    expect(within(root).getByRole('article', { name: 'Taxa de Ocupação' })).toHaveTextContent(
      '72,5%+5,2 p.p. vs mês anterior',
    );
  });

  it('touches nothing once the live page has replaced the snapshot', () => {
    render(<p>Painel</p>);
    expect(fillFigures(document, sampleStats())).toBe(false);
    expect(screen.getByText('Painel')).toBeInTheDocument();
  });
});
