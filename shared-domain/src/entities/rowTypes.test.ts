import type { Tables } from '../database.types.ts';
import type { AppointmentRow } from './agenda.ts';
import { APPOINTMENT_COLUMNS } from './agenda.ts';
import type { ColumnList, WithColumns } from './rowTypes.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('ColumnList', () => {
  it('types a joined column list as its literal text', () => {
    const select = APPOINTMENT_COLUMNS.join(',') as ColumnList<typeof APPOINTMENT_COLUMNS>;
    expect(select).toMatch(/^id,id_dono,data,inicio,fim,/);
    expect(true satisfies Equal<ColumnList<readonly ['id', 'nome', 'status']>, 'id,nome,status'>).toBe(true);
    expect(true satisfies Equal<ColumnList<readonly ['id']>, 'id'>).toBe(true);
    expect(true satisfies Equal<ColumnList<[]>, ''>).toBe(true);
  });
});

describe('WithColumns', () => {
  it('replaces the narrowed columns and keeps the generated others', () => {
    expect(
      true satisfies Equal<
        AppointmentRow['status'],
        'agendado' | 'confirmado' | 'reagendado' | 'cancelado' | 'disponivel'
      >,
    ).toBe(true);
    expect(true satisfies Equal<AppointmentRow['nome'], Tables<'g_agenda'>['nome']>).toBe(true);
    expect(true satisfies Equal<keyof AppointmentRow, keyof Tables<'g_agenda'>>).toBe(true);
  });

  it('accepts only columns of the row, narrowed to a subtype', () => {
    type Row = { status: string; n: number | null };
    expect(true satisfies Equal<WithColumns<Row, { n: number }>, { status: string; n: number }>).toBe(true);
    // @ts-expect-error -- not a column of Row
    const unknownColumn: WithColumns<Row, { other: string }> | null = null;
    // @ts-expect-error -- widens the column instead of narrowing it
    const widened: WithColumns<Row, { status: string | number }> | null = null;
    expect([unknownColumn, widened]).toEqual([null, null]);
  });
});
