import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { MenuIcon } from '../../internal/icons';
import { Button } from '../Button/Button';

export interface SidebarNavItem {
  label: string;
  to: string;
  /** Active only on an exact match (use for an index route such as '/user-dashboard'). */
  end?: boolean;
  icon?: ReactNode;
  /** After the label, e.g. a count; it names itself for screen readers (it joins the link's name). */
  badge?: ReactNode;
}

export interface SidebarNavGroup {
  /** Group heading as the product writes it, e.g. 'PRINCIPAL', 'CONTA'. */
  title: string;
  items: readonly SidebarNavItem[];
}

export interface SidebarLayoutProps {
  /** Logo or product name at the top of the sidebar / top bar. */
  brand: ReactNode;
  groups: readonly SidebarNavGroup[];
  /** Names the <nav> landmark. */
  navLabel?: string;
  userEmail?: string;
  onSignOut: () => void;
  signOutLabel?: string;
  /** Sign-out in progress: the button shows a spinner and is disabled. */
  signingOut?: boolean;
  menuLabel?: string;
  /** After the menu button's label on a narrow screen (the items' badges are hidden with the menu). */
  menuBadge?: ReactNode;
  skipLinkLabel?: string;
  children?: ReactNode;
}

const SIDEBAR_WIDTH = '260px';
const TOP_BAR_HEIGHT = '56px';

const Root = styled.div`
  display: grid;
  grid-template-columns: ${SIDEBAR_WIDTH} minmax(0, 1fr);
  min-height: 100vh;

  ${({ theme }) => theme.media.mdDown} {
    display: block;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.dialog};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Aside = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  display: flex;
  flex-direction: column;
  height: 100vh;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mdDown} {
    height: auto;
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const TopBar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${TOP_BAR_HEIGHT};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
`;

const Brand = styled.div`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.gray[300]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;

  ${({ theme }) => theme.media.mdDown} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    max-height: calc(100vh - ${TOP_BAR_HEIGHT});
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Nav = styled.nav`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
`;

const GroupTitle = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.gray[700]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Footer = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Email = styled.p`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mdDown} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * Signed-in app chrome: sidebar navigation (react-router NavLink, aria-current on the active entry), the
 * user's e-mail and sign-out, and the page's <main>. Below the md breakpoint the sidebar folds into a top
 * bar with a menu button. Pages rendered inside must not add their own <main>.
 */
export function SidebarLayout({
  brand,
  groups,
  navLabel = 'Navegação principal',
  userEmail,
  onSignOut,
  signOutLabel = 'Sair da conta',
  signingOut = false,
  menuLabel = 'Menu',
  menuBadge,
  skipLinkLabel = 'Pular para o conteúdo',
  children,
}: SidebarLayoutProps) {
  const baseId = useId();
  const panelId = `${baseId}-sidebar`;
  const mainId = `${baseId}-main`;
  const [open, setOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  return (
    <Root>
      <SkipLink href={`#${mainId}`}>{skipLinkLabel}</SkipLink>
      <Aside onKeyDown={onKeyDown}>
        <TopBar>
          <Brand>{brand}</Brand>
          <MenuButton
            ref={menuButtonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            <MenuIcon size={18} />
            {menuLabel}
            {menuBadge}
          </MenuButton>
        </TopBar>
        <Panel id={panelId} $open={open}>
          <Nav aria-label={navLabel}>
            {groups.map((group, groupIndex) => {
              const titleId = `${baseId}-group-${groupIndex}`;
              return (
                <div key={group.title}>
                  <GroupTitle id={titleId}>{group.title}</GroupTitle>
                  <List aria-labelledby={titleId}>
                    {group.items.map((item) => (
                      <li key={item.to}>
                        {/* On a narrow screen, choosing a page closes the menu. */}
                        <Item to={item.to} end={item.end} onClick={() => setOpen(false)}>
                          {item.icon}
                          {item.label}
                          {item.badge}
                        </Item>
                      </li>
                    ))}
                  </List>
                </div>
              );
            })}
          </Nav>
          <Footer>
            {userEmail && <Email title={userEmail}>{userEmail}</Email>}
            <Button variant="secondary" fullWidth busy={signingOut} onClick={onSignOut}>
              {signOutLabel}
            </Button>
          </Footer>
        </Panel>
      </Aside>
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
    </Root>
  );
}
