import { getSupabase } from 'shared-auth/client';
import { appointment } from '../test/appointments.fixture';
import { NO_FILTERS } from '../types';
import { fetchAppointments } from './fetchAppointments';

jest.mock('shared-auth/client', () => ({ getSupabase: jest.fn() }));

interface Call {
  select: string;
  options: unknown;
  filters: string[];
  order: string[];
  range: [number, number];
}

/** A stand-in for supabase-js' query builder over `rows`, capping answers at `maxRows` like PostgREST. */
function fakeSupabase(total: number, { maxRows = 1000, withCount = true } = {}) {
  const rows = Array.from({ length: total }, (_, i) => appointment({ id: `id-${String(i).padStart(5, '0')}` }));
  const calls: Call[] = [];
  let inFlight = 0;
  let peak = 0;
  const from = jest.fn(() => {
    const call: Call = { select: '', options: undefined, filters: [], order: [], range: [0, 0] };
    calls.push(call);
    const builder = {
      select(columns: string, options?: unknown) {
        call.select = columns;
        call.options = options;
        return builder;
      },
      eq: (c: string, v: string) => (call.filters.push(`${c}=eq.${v}`), builder),
      neq: (c: string, v: string) => (call.filters.push(`${c}=neq.${v}`), builder),
      gte: (c: string, v: string) => (call.filters.push(`${c}=gte.${v}`), builder),
      lte: (c: string, v: string) => (call.filters.push(`${c}=lte.${v}`), builder),
      order: (c: string) => (call.order.push(c), builder),
      async range(a: number, b: number) {
        call.range = [a, b];
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        const data = rows.slice(a, Math.min(b + 1, a + maxRows));
        return { data, error: null, count: withCount && call.options ? total : null };
      },
    };
    return builder;
  });
  jest.mocked(getSupabase).mockReturnValue({ from } as never);
  return { rows, calls, from, peak: () => peak };
}

const range = { from: '2026-02-23', to: '2026-04-05' };

describe('fetchAppointments', () => {
  it('asks for the owner, the days, no free slots, the columns by name, ordered by data then inicio', async () => {
    const { calls } = fakeSupabase(3);
    await expect(fetchAppointments('USR-1', range, NO_FILTERS)).resolves.toHaveLength(3);
    expect(calls).toHaveLength(1);
    expect(calls[0].select).toMatch(/^id,id_dono,data,inicio,fim,nome,num_cliente/);
    expect(calls[0].select).not.toContain('*');
    expect(calls[0].options).toEqual({ count: 'exact' });
    expect(calls[0].filters).toEqual([
      'id_dono=eq.USR-1',
      'data=gte.2026-02-23',
      'data=lte.2026-04-05',
      'status=neq.disponivel',
    ]);
    expect(calls[0].order).toEqual(['data', 'inicio', 'id']);
  });

  it('reads every page of a month with 5,000 appointments, four at a time', async () => {
    const fake = fakeSupabase(5000);
    const rows = await fetchAppointments('USR-1', range, NO_FILTERS);
    expect(rows).toHaveLength(5000);
    expect(rows.map((r) => r.id)).toEqual(fake.rows.map((r) => r.id));
    expect(fake.calls.map((c) => c.range)).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
      [3000, 3999],
      [4000, 4999],
    ]);
    expect(fake.peak()).toBeLessThanOrEqual(4);
  });

  it('follows a server that caps pages lower than asked', async () => {
    const fake = fakeSupabase(1200, { maxRows: 500 });
    await expect(fetchAppointments('USR-1', range, NO_FILTERS)).resolves.toHaveLength(1200);
    expect(fake.calls.map((c) => c.range[0])).toEqual([0, 500, 1000]);
  });

  it('reads on until a short page when no count comes back', async () => {
    const fake = fakeSupabase(2500, { withCount: false });
    await expect(fetchAppointments('USR-1', range, NO_FILTERS)).resolves.toHaveLength(2500);
    expect(fake.calls).toHaveLength(3);
  });

  it('sends the filters chosen in Filtros Avançados', async () => {
    const { calls } = fakeSupabase(1);
    await fetchAppointments(
      'USR-1',
      { from: '2026-03-10', to: '2026-03-20' },
      {
        status: 'confirmado',
        local: 'Online',
        periodo: { from: '2026-03-10', to: '2026-03-20' },
      },
    );
    expect(calls[0].filters).toEqual([
      'id_dono=eq.USR-1',
      'data=gte.2026-03-10',
      'data=lte.2026-03-20',
      'status=eq.confirmado',
      'local=eq.Online',
    ]);
  });

  it('fails with the server message', async () => {
    jest.mocked(getSupabase).mockReturnValue({
      from: () => {
        const b: Record<string, unknown> = {};
        for (const m of ['select', 'eq', 'neq', 'gte', 'lte', 'order']) b[m] = () => b;
        b.range = async () => ({ data: null, error: { message: 'permission denied' }, count: null });
        return b;
      },
    } as never);
    await expect(fetchAppointments('USR-1', range, NO_FILTERS)).rejects.toThrow('permission denied');
  });
});
