import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { getTabbable } from '../../internal/focusable';
import { CloseIcon } from '../../internal/icons';
import { DialogActions } from './DialogLayout';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons at the bottom (e.g. Cancelar / Confirmar). */
  footer?: ReactNode;
  /** CSS width cap, e.g. 425 or '32rem' (default 512px). */
  maxWidth?: number | string;
  /** 'alertdialog' for confirmations that interrupt (e.g. 'Confirmar Cancelamento'). */
  role?: 'dialog' | 'alertdialog';
  /** What receives focus on open; defaults to the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  hideCloseButton?: boolean;
  closeOnBackdropClick?: boolean;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

const Panel = styled.div<{ $maxWidth: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-right: ${({ theme }) => theme.space[8]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * Modal dialog in a portal: focus moves inside on open, Tab/Shift+Tab stay inside, Escape closes, and
 * focus returns to whatever opened it. The close button comes last in DOM order (drawn top-right), so the
 * first field, not the X, receives focus on open.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  maxWidth = 512,
  role = 'dialog',
  initialFocusRef,
  closeLabel = 'Fechar',
  hideCloseButton = false,
  closeOnBackdropClick = true,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Latest callbacks without re-running the open/close effect when a parent passes new closures.
  const onCloseRef = useRef(onClose);
  const latestInitialFocus = useRef(initialFocusRef);
  const pressStartedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    latestInitialFocus.current = initialFocusRef;
  });

  // Focus in on open, back to the opener on close; body scroll is locked meanwhile.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target = latestInitialFocus.current?.current ?? getTabbable(panel)[0] ?? panel;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = getTabbable(panelRef.current);
    if (tabbable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop closes: a text selection dragged out does not.
        if (closeOnBackdropClick && pressStartedOnBackdrop.current && event.target === event.currentTarget) {
          onCloseRef.current();
        }
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $maxWidth={typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {description && <Description id={descriptionId}>{description}</Description>}
        </Header>
        {children}
        {footer && <DialogActions>{footer}</DialogActions>}
        {!hideCloseButton && (
          <CloseButton type="button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <CloseIcon size={18} />
          </CloseButton>
        )}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
