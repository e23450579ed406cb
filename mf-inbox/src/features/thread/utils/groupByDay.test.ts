import type { ChatMessage } from '../../../lib/types';
import { messageRow } from '../../../test/conversations.fixture';
import { groupByDay } from './groupByDay';

const message = (id: string, created_at: string): ChatMessage => messageRow({ id, body: id, created_at });

test('runs of São Paulo days: 01:00 UTC belongs to the evening before', () => {
  const days = groupByDay([
    message('a', '2025-03-13T15:00:00Z'),
    message('b', '2025-03-14T01:00:00Z'),
    message('c', '2025-03-14T12:00:00Z'),
  ]);
  expect(days.map((d) => [d.day, d.messages.map((m) => m.id)])).toEqual([
    ['2025-03-13', ['a', 'b']],
    ['2025-03-14', ['c']],
  ]);
  expect(groupByDay([])).toEqual([]);
});
