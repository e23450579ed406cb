import type { AgendaStats } from '../types';

/** '+5 p.p. vs semana anterior', '-3 p.p. vs semana anterior', '0 p.p. …'; null when there is no trend. */
export function trendLabel(tendencia: number | null | undefined): string | null {
  if (tendencia === null || tendencia === undefined || !Number.isFinite(tendencia)) return null;
  const rounded = Math.round(tendencia);
  const sign = rounded > 0 ? '+' : '';
  return `${sign}${rounded} p.p. vs semana anterior`;
}

function count(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** get_agenda_stats' jsonb read defensively: missing or odd figures become 0, an absent trend null. */
export function parseAgendaStats(data: unknown): AgendaStats {
  const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const tendencia = raw.tendencia === null || raw.tendencia === undefined ? null : Number(raw.tendencia);
  return {
    hoje: count(raw.hoje),
    taxaConfirmacao: count(raw.taxaConfirmacao),
    tendencia: tendencia !== null && Number.isFinite(tendencia) ? tendencia : null,
    totalSemana: count(raw.totalSemana),
    confirmadosSemana: count(raw.confirmadosSemana),
  };
}
