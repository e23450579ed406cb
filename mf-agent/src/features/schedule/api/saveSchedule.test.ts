import { getSupabase } from 'shared-auth/client';
import { DEFAULT_AGENT_SCHEDULE, weeklySchedule } from 'shared-domain';
import { saveSchedule } from './saveSchedule';

jest.mock('shared-auth/client', () => ({ getSupabase: jest.fn() }));

/** A query builder that records each call and answers `result` at the end of the chain. */
function answer(result: { data: unknown; error: unknown }) {
  const calls: [string, unknown[]][] = [];
  const builder: Record<string, unknown> = {};
  for (const name of ['update', 'eq', 'select'])
    builder[name] = (...args: unknown[]) => (calls.push([name, args]), builder);
  builder.single = async () => result;
  const from = jest.fn(() => builder);
  jest.mocked(getSupabase).mockReturnValue({ from } as never);
  return { from, calls };
}

describe('saveSchedule', () => {
  it("updates the owner's schedule, marks the step saved and gives the schedule as stored", async () => {
    const schedule = weeklySchedule(DEFAULT_AGENT_SCHEDULE);
    const { from, calls } = answer({ data: { schedule }, error: null });
    await expect(saveSchedule('user-1', schedule)).resolves.toEqual(schedule);
    expect(from).toHaveBeenCalledWith('agent_configs');
    const [, [values]] = calls[0] as [string, [{ schedule: unknown; schedule_saved_at: string }]];
    expect(values.schedule).toBe(schedule);
    expect(Date.now() - Date.parse(values.schedule_saved_at)).toBeLessThan(5000);
    expect(calls.slice(1)).toEqual([
      ['eq', ['user_id', 'user-1']],
      ['select', ['schedule']],
    ]);
  });

  it("rejects with the database's message", async () => {
    answer({ data: null, error: { message: 'JSON object requested, multiple (or no) rows returned' } });
    await expect(saveSchedule('user-1', weeklySchedule(DEFAULT_AGENT_SCHEDULE))).rejects.toThrow(
      'JSON object requested',
    );
  });
});
