/**
 * @jest-environment node
 */
import { renderSnapshot } from './prerender';

// The build renders with styled-components' server build (Node); the shared Jest setup maps the
// package to its browser build, which cannot collect styles on a server.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.cjs.js'));

describe('renderSnapshot (the build-time landing served in /)', () => {
  const { html, css } = renderSnapshot();

  it('has the page: header, headline, pricing, FAQ, footer', () => {
    expect(html).toContain('<header');
    expect(html).toContain('Atendimento 24h no WhatsApp com Inteligência Artificial');
    expect(html).toContain('id="planos"');
    expect(html).toContain('id="faq"');
    expect(html).toContain('<footer');
  });

  it('carries the rules of every element it renders, global style included', () => {
    expect(css).toMatch(/box-sizing:\s*border-box/);
    for (const [, classes] of html.matchAll(/class="([^"]+)"/g)) {
      for (const name of classes.split(' ').filter((c) => !c.startsWith('sc-'))) expect(css).toContain(`.${name}`);
    }
  });

  it('leaves the layout to CSS where it depends on the screen: menu button and one testimonial on narrow screens', () => {
    expect(html).toContain('aria-label="Menu"');
    expect(html).toContain('Seções da página');
    expect(css).toMatch(/@media \(max-width: ?1023\.98px\)/);
    expect(css).toMatch(/@media \(max-width: ?767\.98px\)/);
    // styled-components' rehydration markers are of no use to a page it did not render.
    expect(css).not.toContain('data-styled');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
  });
});
