import styled, { css } from 'styled-components';
import { DELIVERY_STATUS_NAMES, type DeliveryStatus } from 'shared-domain';

const Mark = styled.span<{ $status: DeliveryStatus }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  ${({ theme, $status }) => {
    switch ($status) {
      case 'lida':
        return css`
          color: ${theme.colors.info};
        `;
      case 'falhou':
        return css`
          color: ${theme.colors.danger};
        `;
      default:
        return css`
          color: ${theme.colors.textMuted};
        `;
    }
  }}

  svg {
    display: block;
  }
`;

const ICON = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6 };

/** What each status draws: a clock, ✓, ✓✓ (blue once read) and a warning sign. */
function Icon({ status }: { status: DeliveryStatus }) {
  switch (status) {
    case 'enviando':
      return (
        <svg {...ICON} aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="6" />
          <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" />
        </svg>
      );
    case 'enviada':
      return (
        <svg {...ICON} aria-hidden="true" focusable="false">
          <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'entregue':
    case 'lida':
      return (
        <svg {...ICON} width={20} viewBox="0 0 20 16" aria-hidden="true" focusable="false">
          <path d="M1.5 8.5l3 3 7-7M8 11l.5.5 7-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'falhou':
      return (
        <svg {...ICON} aria-hidden="true" focusable="false">
          <path d="M8 1.8l6.5 11.7h-13z" strokeLinejoin="round" />
          <path d="M8 6.2v3.3" strokeLinecap="round" />
          <circle cx="8" cy="11.6" r="0.4" fill="currentColor" />
        </svg>
      );
  }
}

/**
 * A sent message's delivery, as WhatsApp shows it: an image named by the status ('Enviando',
 * 'Enviada', 'Entregue', 'Lida', 'Não enviada') for screen readers and tests, its name on hover.
 */
export function DeliveryTick({ status }: { status: DeliveryStatus }) {
  const name = DELIVERY_STATUS_NAMES[status];
  return (
    <Mark role="img" aria-label={name} title={name} $status={status}>
      <Icon status={status} />
    </Mark>
  );
}
