// What the page's slots are asked for: the professional chosen (none: any of them), and the chosen
// service when it changes the times offered: its own duration, or a team where not everyone performs
// everything. A one-person business with one duration asks exactly as before a team existed.
import { isTeam, performsEveryService } from 'shared-domain/team';
import type { BookingPageInfo, SlotFilter } from './api';

export function slotFilter(info: BookingPageInfo, servico: string | null, profissional: string | null): SlotFilter {
  const service = info.servicos.find((s) => s.codigo === servico);
  const matters =
    !!service &&
    (service.duracao !== info.duracao ||
      isTeam(info.profissionais) ||
      info.profissionais.some((p) => !performsEveryService(p)));
  return {
    ...(profissional ? { profissional } : {}),
    ...(matters ? { servico: service.codigo } : {}),
  };
}
