import { screen } from '@testing-library/react';
import { renderSignedIn } from 'shared-auth/testing';
import { ComingSoonPage } from './ComingSoonPage';
import { COMING_SOON_SECTIONS } from './sections';

describe('ComingSoonPage', () => {
  it.each(COMING_SOON_SECTIONS)('shows $title with its heading and "Em breve"', ({ path, title }) => {
    renderSignedIn(<ComingSoonPage title={title} />, { at: `/dev-dashboard/${path}` });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Em breve' })).toBeInTheDocument();
    expect(screen.getByText('Esta seção ainda não está disponível no console.')).toBeInTheDocument();
  });

  it('covers the six sections of the sidebar that have no content yet', () => {
    expect(COMING_SOON_SECTIONS.map((s) => s.title)).toEqual([
      'Logs',
      'Debug',
      'Usuários',
      'Database',
      'Webhooks',
      'Configurações',
    ]);
  });
});
