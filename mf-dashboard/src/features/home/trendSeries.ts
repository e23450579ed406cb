import type { TrendPoint } from './types';

/** The chart's categories and values from the real 6-month trend: 'jun/26', … oldest first. */
export function trendSeries(points: readonly TrendPoint[]): { categories: string[]; data: number[] } {
  return {
    categories: points.map((p) => `${p.mes}/${String(p.ano % 100).padStart(2, '0')}`),
    data: points.map((p) => p.total),
  };
}
