import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openLanding } from '../../support/helpers';

// What a visitor sees before any script has run: the landing's build-time snapshot, served by the
// shell's server inside its page. The live page must then take its place without moving anything.

const LANDMARKS = [
  'header',
  'h1',
  '#planos h2',
  '#depoimentos h2',
  '#faq h2',
  'footer',
  'a[href^="https://wa.me/"], a[href^="https://api.whatsapp.com/"]',
];

async function boxes(page: Page) {
  const out: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const selector of LANDMARKS) out[selector] = await page.locator(selector).first().boundingBox();
  return out;
}

for (const viewport of [
  { width: 360, height: 740 },
  // Between the breakpoints: the header collapsed, three testimonials.
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
]) {
  test.describe(`landing snapshot at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('paints before any script and the live page takes its place without a shift', async ({ page, context }) => {
      // Scripts blocked: only the server's HTML and its inline styles.
      const still = await context.newPage();
      await still.route(/\.js(\?.*)?$/, (route) => route.abort());
      // The shell's server skips the snapshot for a second after the landing was unreachable (an
      // earlier journey stops it): ask again until it is back.
      await expect
        .poll(async () => {
          await still.goto('/');
          return still.locator('#root[data-snapshot="mf_landing"]').count();
        })
        .toBe(1);
      await expect(still.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(still.getByRole('button', { name: 'Começar Agora' }).first()).toBeVisible();
      const before = await boxes(still);
      await still.close();

      await openLanding(page);
      await expect(page.locator('style[data-snapshot]')).toHaveCount(0);
      const after = await boxes(page);
      for (const selector of LANDMARKS) {
        expect(before[selector], selector).not.toBeNull();
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(after[selector]![side], `${selector} ${side}`).toBeCloseTo(before[selector]![side], 0);
        }
      }
    });
  });
}

test(
  'the snapshot alone has no serious or critical accessibility violations (axe)',
  { tag: ['@mf-landing'] },
  async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await expect
      .poll(async () => {
        await page.goto('/');
        return page.locator('#root[data-snapshot]').count();
      })
      .toBe(1);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  },
);
