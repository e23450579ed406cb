import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { theme } from 'shared-ui';
import { trendSeries } from '../trendSeries';
import type { TrendPoint } from '../types';

/**
 * The attendance trend of the last six months from the stats call (the original drew fixed sample
 * values). Its own module so ApexCharts (~150 KB gzip) is fetched only when the full home shows it.
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
