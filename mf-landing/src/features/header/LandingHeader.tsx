import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LinkButton } from 'shared-ui';
import { HEADER_HEIGHT } from '../../lib/layout';
import { HEADER_COLLAPSE_MEDIA, HEADER_COLLAPSE_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { SECTION_LINKS } from '../../lib/sections';
import type { PlanChoice } from '../../lib/usePlanChoice';
import { SHELL_PAGES } from 'shared-build/paths';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  height: ${HEADER_HEIGHT}px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  max-width: 1160px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.smDown} {
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[3]};
  }
`;

const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  span {
    color: ${({ theme }) => theme.colors.primaryText};
  }

  ${({ theme }) => theme.media.smDown} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// $narrow null: the build-time snapshot, where no screen width is known. It renders the wide layout
// plus a menu button, and CSS shows the one that fits (closed menu on narrow screens), so the page
// painted before the scripts run has the same layout as the live one.
const Panel = styled.div<{ $narrow: boolean | null }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  &[hidden] {
    display: none;
  }

  ${({ $narrow }) => $narrow === null && `${HEADER_COLLAPSE_MEDIA} { display: none; }`}

  ${({ $narrow, theme }) =>
    $narrow &&
    `
    position: absolute;
    top: ${HEADER_HEIGHT}px;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
    background: ${theme.colors.surface};
    border-bottom: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.md};
  `}
`;

const NavList = styled.ul<{ $narrow: boolean | null }>`
  display: flex;
  flex-direction: ${({ $narrow }) => ($narrow ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavAnchor = styled.a<{ $narrow: boolean | null }>`
  display: flex;
  align-items: center;
  min-height: ${({ $narrow }) => ($narrow ? '44px' : '40px')};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const MenuButton = styled.button<{ $snapshot?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.gray[300]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  ${({ $snapshot }) => $snapshot && `display: none; ${HEADER_COLLAPSE_MEDIA} { display: inline-flex; }`}
`;

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="8" fill="#7C3AED" />
      <path d="M8 9h12a2 2 0 012 2v6a2 2 0 01-2 2h-6l-4 3v-3H8a2 2 0 01-2-2v-6a2 2 0 012-2z" fill="#fff" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M5 5l10 10M15 5L5 15' : 'M3 5h14M3 10h14M3 15h14'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Fixed header: logo, section anchors, Entrar (/login) and Começar Agora (chooses the monthly plan).
 * Below the lg breakpoint the anchors and Entrar collapse behind a menu button.
 */
export function LandingHeader({ planChoice }: { planChoice: PlanChoice }) {
  const { choose, warm, pending } = planChoice;
  const narrow = useMediaQuery(HEADER_COLLAPSE_QUERY);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Widening the window closes the menu, so it is closed again when the screen narrows next time.
  useEffect(() => {
    if (narrow === false) setOpen(false);
  }, [narrow]);

  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const start = (
    <Button size="sm" onClick={() => choose('mensal')} onPointerEnter={warm} onFocus={warm} disabled={pending !== null}>
      Começar Agora
    </Button>
  );

  const panel = (
    <Panel id={menuId} $narrow={narrow} hidden={narrow === true && !open}>
      <nav aria-label="Seções da página">
        <NavList $narrow={narrow}>
          {SECTION_LINKS.map((link) => (
            <li key={link.id}>
              <NavAnchor href={`#${link.id}`} $narrow={narrow} onClick={close}>
                {link.label}
              </NavAnchor>
            </li>
          ))}
        </NavList>
      </nav>
      <LinkButton
        as={Link}
        to={SHELL_PAGES.login}
        $variant={narrow ? 'secondary' : 'ghost'}
        $size={narrow ? 'md' : 'sm'}
      >
        Entrar
      </LinkButton>
    </Panel>
  );

  const toggle = (
    <MenuButton
      ref={toggleRef}
      type="button"
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={menuId}
      onClick={() => setOpen((value) => !value)}
      $snapshot={narrow === null}
    >
      <MenuIcon open={open} />
    </MenuButton>
  );

  return (
    // Escape inside the open menu closes it (the key event bubbles up from the focused link).
    <Bar onKeyDown={onKeyDown}>
      <Inner>
        <Logo href="#inicio">
          <LogoMark />
          <span>Atende.AI</span>
        </Logo>
        {narrow ? (
          <>
            {start}
            {toggle}
            {panel}
          </>
        ) : (
          <>
            {panel}
            {start}
            {narrow === null && toggle}
          </>
        )}
      </Inner>
    </Bar>
  );
}
