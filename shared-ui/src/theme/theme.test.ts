import { badgeColors } from '../components/Badge/Badge';
import { theme } from './theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const { colors } = theme;

describe('theme colour contrast (WCAG AA, 4.5:1 for normal text)', () => {
  it.each([
    ['primary button', colors.onPrimary, colors.primary],
    ['primary button hover', colors.onPrimary, colors.primaryHover],
    ['danger button', colors.onDanger, colors.danger],
    ['danger button hover', colors.onDanger, colors.dangerHover],
    ['secondary button', colors.text, colors.surface],
    ['secondary button hover', colors.text, colors.surfaceMuted],
    ['ghost button', colors.primaryText, colors.surface],
    ['ghost button hover', colors.primaryText, colors.primarySubtle],
    ['body text', colors.text, colors.background],
    ['muted text on page', colors.textMuted, colors.background],
    ['muted text on card', colors.textMuted, colors.surface],
    ['error text', colors.dangerHover, colors.surface],
    ['skip link', colors.onPrimary, colors.primary],
  ])('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(badgeColors(theme)))('%s badge', (_tone, { color, background }) => {
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('form-control borders and the focus ring reach 3:1 against the surface (non-text contrast)', () => {
    expect(contrast(colors.controlBorder, colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.success, colors.surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme', () => {
  it('uses system fonts only (no web-font download)', () => {
    expect(theme.fonts.body).toMatch(/^system-ui/);
    expect(theme.fonts.body).toContain('sans-serif');
  });

  it('derives its media queries from the breakpoints', () => {
    expect(theme.media.md).toBe('@media (min-width: 768px)');
    expect(theme.media.mdDown).toBe('@media (max-width: 767.98px)');
  });
});
