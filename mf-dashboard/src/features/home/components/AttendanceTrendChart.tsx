import type { ApexOptions } from 'apexcharts';
// ApexCharts' core with the one chart type drawn here: the full build is about 300 KB gzip, the core
// with the area type about 165 KB. The type registers itself with the core when imported.
import 'apexcharts/area';
import Chart from 'react-apexcharts/core';
import { theme } from 'shared-ui';
import { trendSeries } from '../trendSeries';
import type { TrendPoint } from '../types';

/**
 * The attendance trend of the last six months from the stats call (the original drew fixed sample
 * values). Its own module so ApexCharts is fetched only when the full home shows it, after its figures.
 */
export default function AttendanceTrendChart({ points }: { points: readonly TrendPoint[] }) {
  const { categories, data } = trendSeries(points);
  const options: ApexOptions = {
    chart: {
      id: 'tendencia-atendimentos',
      toolbar: { show: false },
      zoom: { enabled: false },
      fontFamily: 'inherit',
      // ApexCharts' own keyboard mode speaks English and makes the drawing focusable; the chart is
      // hidden from assistive technology and the same figures are a pt-BR table (TrendCard).
      accessibility: { enabled: false },
    },
    colors: [theme.colors.primary],
    stroke: { curve: 'smooth', width: 3 },
    fill: { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.05 } },
    dataLabels: { enabled: false },
    xaxis: { categories },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (v: number) => String(Math.round(v)) } },
    tooltip: { y: { formatter: (v: number) => `${v} atendimentos` } },
    grid: { borderColor: theme.colors.border },
  };
  return <Chart type="area" height={260} options={options} series={[{ name: 'Atendimentos', data }]} />;
}
