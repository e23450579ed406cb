import { screen } from '@testing-library/react';
import { theme } from '../../theme/theme';
import { renderWithTheme } from '../../test-utils';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    ['success', 'Ativo', theme.colors.successText, theme.colors.successSubtle],
    ['danger', 'Cancelado', theme.colors.dangerText, theme.colors.dangerSubtle],
    ['warning', 'Pendente', theme.colors.warningText, theme.colors.warningSubtle],
    ['brand', 'Atual', theme.colors.primaryText, theme.colors.primarySubtle],
  ] as const)('%s tone shows its text in its colours', (tone, text, color, background) => {
    renderWithTheme(<Badge tone={tone}>{text}</Badge>);
    expect(screen.getByText(text)).toHaveStyle({ color, background });
  });

  it('defaults to neutral and passes native props', () => {
    renderWithTheme(<Badge title="Sem status">Rascunho</Badge>);
    const badge = screen.getByText('Rascunho');
    expect(badge).toHaveAttribute('title', 'Sem status');
    expect(badge).toHaveStyle({ color: theme.colors.gray[700] });
  });
});
