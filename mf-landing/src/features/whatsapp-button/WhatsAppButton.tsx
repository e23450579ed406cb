import styled from 'styled-components';
import { whatsappChatUrl } from '../../lib/contact';

const Floating = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 60px;
  height: 60px;
  border-radius: 50%;
  /* A darker WhatsApp green: the white icon and the button edge both keep over 4.5:1. */
  background: ${({ theme }) => theme.colors.successStrong};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: transform ${({ theme }) => theme.transitions.fast};

  &:hover {
    transform: scale(1.06);
  }

  ${({ theme }) => theme.media.smDown} {
    right: ${({ theme }) => theme.space[4]};
    bottom: ${({ theme }) => theme.space[4]};
    width: 56px;
    height: 56px;
  }
`;

/** Floating click-to-chat with the sales line, greeting pre-filled; opens WhatsApp in a new tab. */
export function WhatsAppButton() {
  // In a labelled <aside> so that it is not content outside every landmark.
  return (
    <aside aria-label="Atendimento pelo WhatsApp">
      <Floating href={whatsappChatUrl()} target="_blank" rel="noopener noreferrer" aria-label="Conversar no WhatsApp">
        <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 7L3 29l6.4-2c2 1.1 4.3 1.7 6.6 1.7 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-2.1 0-4.1-.6-5.9-1.7l-.4-.3-3.8 1.2 1.2-3.7-.3-.4c-1.2-1.8-1.8-3.9-1.8-6 0-5.9 4.8-10.6 10.9-10.6S26.9 9.6 26.9 15.5 22.1 26.4 16 26.4zm6-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1c-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2s0-.5.1-.6l.5-.6c.2-.2.2-.3.3-.5.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4s-1.2 1.1-1.2 2.8 1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 .8.3 1.4.5 1.9.7.8.3 1.5.2 2.1.1.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.2-.3-.3-.6-.4z"
          />
        </svg>
      </Floating>
    </aside>
  );
}
