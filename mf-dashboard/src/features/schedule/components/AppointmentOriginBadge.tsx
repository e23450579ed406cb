import { Badge, type BadgeTone } from 'shared-ui';
import type { AppointmentOrigin } from 'shared-domain';

/** Who booked, for the appointments the owner did not book in the panel (those carry no badge). */
const ORIGIN_DISPLAY: Partial<Record<AppointmentOrigin, { label: string; tone: BadgeTone }>> = {
  pagina: { label: 'Página de agendamento', tone: 'brand' },
  assistente: { label: 'Assistente', tone: 'info' },
};

export function originLabel(origem: AppointmentOrigin): string | null {
  return ORIGIN_DISPLAY[origem]?.label ?? null;
}

/** 'Página de agendamento' or 'Assistente' as a badge; nothing for the panel's own bookings. */
export function AppointmentOriginBadge({ origem }: { origem: AppointmentOrigin }) {
  const display = ORIGIN_DISPLAY[origem];
  if (!display) return null;
  return (
    <Badge tone={display.tone} data-origin={origem}>
      {display.label}
    </Badge>
  );
}
