import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../../test-utils';
import { SidebarLayout, type SidebarNavGroup } from './SidebarLayout';

const groups: SidebarNavGroup[] = [
  {
    title: 'PRINCIPAL',
    items: [
      { label: 'Painel', to: '/user-dashboard', end: true },
      { label: 'Agente', to: '/user-dashboard/agent' },
      { label: 'Minha Agenda', to: '/user-dashboard/schedule' },
    ],
  },
  {
    title: 'CONTA',
    items: [
      { label: 'Meu Plano', to: '/user-dashboard/plan' },
      { label: 'Configurações', to: '/user-dashboard/settings' },
    ],
  },
];

function renderLayout(path = '/user-dashboard/schedule', onSignOut = jest.fn()) {
  renderWithTheme(
    <SidebarLayout brand="Atende AI" groups={groups} userEmail="ana@clinica.com.br" onSignOut={onSignOut}>
      <Routes>
        <Route path="/user-dashboard" element={<h1>Painel</h1>} />
        <Route path="/user-dashboard/schedule" element={<h1>Minha Agenda</h1>} />
        <Route path="/user-dashboard/plan" element={<h1>Meu Plano</h1>} />
      </Routes>
    </SidebarLayout>,
    { routerEntries: [path] },
  );
  return onSignOut;
}

describe('SidebarLayout', () => {
  it("shows an item's badge after its label, as part of the link", () => {
    renderWithTheme(
      <SidebarLayout
        brand="Atende AI"
        groups={[{ title: 'PRINCIPAL', items: [{ label: 'Conversas', to: '/c', badge: <span>3 aguardando</span> }] }]}
        onSignOut={jest.fn()}
      />,
      { routerEntries: ['/'] },
    );
    expect(screen.getByRole('link', { name: 'Conversas 3 aguardando' })).toHaveAttribute('href', '/c');
  });

  it('renders the named nav with its groups and marks the active entry', () => {
    renderLayout();

    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const principal = within(nav).getByRole('list', { name: 'PRINCIPAL' });
    expect(
      within(principal)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Painel', 'Agente', 'Minha Agenda']);
    expect(within(nav).getByRole('list', { name: 'CONTA' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Minha Agenda' })).toHaveAttribute('aria-current', 'page');
    // 'end' keeps the index entry from matching every nested page.
    expect(within(nav).getByRole('link', { name: 'Painel' })).not.toHaveAttribute('aria-current');
  });

  it('puts the page in the main landmark, with a skip link to it', () => {
    renderLayout();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Minha Agenda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', `#${main.id}`);
  });

  it('shows the e-mail and signs out', async () => {
    const user = userEvent.setup();
    const onSignOut = jest.fn();
    renderLayout('/user-dashboard', onSignOut);

    expect(screen.getByText('ana@clinica.com.br')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sair da conta' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('navigates through its links', async () => {
    const user = userEvent.setup();
    renderLayout('/user-dashboard');

    await user.click(screen.getByRole('link', { name: 'Meu Plano' }));
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Meu Plano' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meu Plano' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a menu button for narrow screens that opens and closes the sidebar', async () => {
    const user = userEvent.setup();
    renderLayout();

    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-controls', expect.stringMatching(/sidebar$/));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');

    // Escape closes it and puts focus back on the button.
    screen.getByRole('link', { name: 'Configurações' }).focus();
    await user.keyboard('[Escape]');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    // Choosing a page closes it too.
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Painel' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a custom sign-out label and busy state', () => {
    renderWithTheme(
      <SidebarLayout brand="Dev" groups={groups} onSignOut={() => {}} signOutLabel="Sair" signingOut>
        conteúdo
      </SidebarLayout>,
      { routerEntries: ['/dev-dashboard'] },
    );
    expect(screen.getByRole('button', { name: 'Sair' })).toBeDisabled();
  });
});
