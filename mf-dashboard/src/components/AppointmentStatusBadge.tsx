import { Badge } from 'shared-ui';
import { appointmentStatusDisplay } from './appointmentStatus';

/** An appointment's status as a coloured badge; the text carries the meaning, the colour helps. */
export function AppointmentStatusBadge({ status }: { status: string }) {
  const { label, tone } = appointmentStatusDisplay(status);
  return (
    <Badge tone={tone} data-tone={tone}>
      {label}
    </Badge>
  );
}
