import type { DashboardStats } from './types';

export type DashboardVariant = 'welcome' | 'empty' | 'full';

/**
 * No (activated) assistant → welcome; no attendance and nothing coming up → empty;
 * otherwise the full dashboard.
 */
export function dashboardVariant(stats: DashboardStats): DashboardVariant {
  if (!stats.hasAgentConfig) return 'welcome';
  if (stats.totalAtendimentos === 0 && stats.proximosAgendamentos.length === 0) return 'empty';
  return 'full';
}
