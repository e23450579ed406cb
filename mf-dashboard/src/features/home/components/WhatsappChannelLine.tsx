import { CHANNEL_NAMES } from 'shared-domain';
import styled from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { useWhatsappChannel } from '../../../lib/whatsapp/whatsappChannelQuery';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Which WhatsApp the assistant answers on: 'WhatsApp: QR Code' or 'WhatsApp: WhatsApp Business API
 * (oficial)'. Nothing before a WhatsApp is set up, nor when the read fails.
 */
export function WhatsappChannelLine() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const { data: channel } = useWhatsappChannel(userId);
  if (!channel) return null;
  return <Line>{`WhatsApp: ${CHANNEL_NAMES[channel]}`}</Line>;
}
