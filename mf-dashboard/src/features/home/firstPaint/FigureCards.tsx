import { StatCard, StatGrid } from '../../../components/StatCard';
import { statCards } from '../statCards';
import { ZEROED_STATS } from '../zeroedStats';
import { FIGURE_SLOT } from './fillFigures';

/**
 * The full variant's cards as the home's snapshot carries them (src/prerender.tsx): their labels,
 * with empty slots the first-paint script fills in (fillFigures).
 */
export function FigureCards() {
  const slot = (name: string) => <span {...{ [FIGURE_SLOT]: name }} />;
  return (
    <StatGrid>
      {statCards(ZEROED_STATS).map(({ label, note }) => (
        <StatCard
          key={label}
          label={label}
          value={slot('value')}
          note={note === undefined ? undefined : slot('note')}
        />
      ))}
    </StatGrid>
  );
}
