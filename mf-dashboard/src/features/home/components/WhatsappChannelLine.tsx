import { channelLine, type WhatsappChannel } from 'shared-domain';
import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Which WhatsApp the assistant answers on: 'WhatsApp: QR Code' or 'WhatsApp: WhatsApp Business API
 * (oficial)', from the home's own figures (get_user_dashboard_stats answers the channel, so the home
 * still makes one read). Nothing before a WhatsApp is set up.
 */
export function WhatsappChannelLine({ channel }: { channel: WhatsappChannel | null | undefined }) {
  if (!channel) return null;
  return <Line>{channelLine(channel)}</Line>;
}
