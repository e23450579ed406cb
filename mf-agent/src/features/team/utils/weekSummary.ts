import { performsEveryService, WEEKDAYS, WEEKDAY_LABELS } from 'shared-domain';
import { daySummary } from '../../../lib/week/daySummary';
import type { TeamService } from '../api/teamApi';
import type { ProfessionalRow } from '../api/teamRest';
import { TEAM_MESSAGES } from '../messages';
import { daysOf } from './professionalDraft';

/** Each open day of their week: 'Segunda-feira: 09:00 – 18:00 · 1 intervalo(s)'. */
export function weekSummary(professional: ProfessionalRow): string[] {
  const dias = daysOf(professional.agenda);
  return WEEKDAYS.filter((day) => dias[day].ativo).map((day) => `${WEEKDAY_LABELS[day]}: ${daySummary(dias[day])}`);
}

/** The names of the services they perform, or 'Todos os serviços' (none chosen). */
export function servicesSummary(professional: ProfessionalRow, services: readonly TeamService[]): string {
  if (performsEveryService(professional)) return TEAM_MESSAGES.allServices;
  const names = professional.servicos.map((codigo) => services.find((s) => s.codigo === codigo)?.nome ?? codigo);
  return names.join(', ');
}
