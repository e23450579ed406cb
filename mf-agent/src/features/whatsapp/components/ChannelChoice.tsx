import styled from 'styled-components';
import type { WhatsappChannel } from 'shared-domain';
import { CHANNEL_NAMES } from 'shared-domain';
import { SegmentedControl } from 'shared-ui/widgets';

/** The two segments side by side; stacked full width on a phone, where the names would not fit. */
const Choice = styled.div`
  ${({ theme }) => theme.media.smDown} {
    [role='radiogroup'] {
      flex-direction: column;
    }
  }
`;

const OPTIONS: { value: WhatsappChannel; label: string }[] = [
  { value: 'evolution', label: 'Conectar por QR Code' },
  { value: 'cloud', label: CHANNEL_NAMES.cloud },
];

interface ChannelChoiceProps {
  /** Nothing chosen yet: null. */
  value: WhatsappChannel | null;
  onChange: (channel: WhatsappChannel) => void;
  /** While a connection is being made. */
  disabled?: boolean;
}

/** How to connect the number: a radio group ('Conectar por QR Code' / 'WhatsApp Business API (oficial)'), arrow keys included. */
export function ChannelChoice({ value, onChange, disabled }: ChannelChoiceProps) {
  return (
    <Choice>
      <SegmentedControl
        label="Como conectar o WhatsApp"
        options={OPTIONS}
        value={value ?? undefined}
        onChange={onChange}
        disabled={disabled}
        fullWidth
      />
    </Choice>
  );
}
