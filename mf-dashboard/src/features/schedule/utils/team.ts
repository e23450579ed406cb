import { isTeam } from 'shared-domain';
import type { Appointment, Professional } from '../types';

/** Who works in the business, as the agenda uses it. */
export interface Team {
  /** Every professional, active or not, by ordem then nome. */
  all: readonly Professional[];
  /** Those who can be booked. */
  active: readonly Professional[];
  /** The owner themself (null until the list is read). */
  titular: Professional | null;
  /**
   * More than one professional: the page offers the 'Profissional' filter, a column per professional
   * in the day view, the 'Profissional' select in the dialogs and names them on the cards. A
   * one-person business sees the page as it always was.
   */
  isTeam: boolean;
  /** A professional's name by id (null when unknown). */
  nameOf(id: string | null | undefined): string | null;
}

export function teamOf(professionals: readonly Professional[]): Team {
  const byId = new Map(professionals.map((p) => [p.id, p]));
  return {
    all: professionals,
    active: professionals.filter((p) => p.ativo),
    titular: professionals.find((p) => p.titular) ?? null,
    isTeam: isTeam(professionals),
    nameOf: (id) => (id ? (byId.get(id)?.nome ?? null) : null),
  };
}

/** The professional a row is booked with: its own, or the titular for a row written before the team. */
export function professionalOf(team: Team, row: Pick<Appointment, 'id_profissional'>): string | null {
  return row.id_profissional ?? team.titular?.id ?? null;
}

/**
 * The day view's columns: the active professionals, plus an inactive one who still has appointments
 * that day, in the team's order; only the filtered one when the filter names one.
 */
export function dayColumns(team: Team, rows: readonly Appointment[], filter?: string): Professional[] {
  if (filter) return team.all.filter((p) => p.id === filter);
  const booked = new Set(rows.map((row) => professionalOf(team, row)));
  return team.all.filter((p) => p.ativo || booked.has(p.id));
}

/** A day's rows by professional (a row of an unknown professional goes to the titular's column). */
export function rowsByProfessional(team: Team, rows: readonly Appointment[]): Map<string, Appointment[]> {
  const out = new Map<string, Appointment[]>();
  for (const row of rows) {
    const id = professionalOf(team, row) ?? '';
    const bucket = out.get(id);
    if (bucket) bucket.push(row);
    else out.set(id, [row]);
  }
  return out;
}

/**
 * The professional a dialog starts with: the first of `preferred` who is active (the appointment's
 * own, the filter's), else the titular when active, else the first active one.
 */
export function defaultProfessional(team: Team, preferred: readonly (string | null | undefined)[]): string {
  const active = new Set(team.active.map((p) => p.id));
  const chosen = preferred.find((id): id is string => !!id && active.has(id));
  if (chosen) return chosen;
  if (team.titular?.ativo) return team.titular.id;
  return team.active[0]?.id ?? '';
}

/** The options of a 'Profissional' select: the active professionals, in order. */
export function professionalOptions(team: Team): { value: string; label: string }[] {
  return team.active.map((p) => ({ value: p.id, label: p.nome }));
}

/** Rows of one professional (no filter: all rows). */
export function filterByProfessional(
  team: Team,
  rows: readonly Appointment[],
  filter: string | undefined,
): readonly Appointment[] {
  if (!filter) return rows;
  return rows.filter((row) => professionalOf(team, row) === filter);
}
