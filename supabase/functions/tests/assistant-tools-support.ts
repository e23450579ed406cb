/**
 * What the assistant-tools tests (assistant-tools-*.test.ts) share: an owner activated through
 * agent-activate with a schedule open every day, its tool secret read from the workflow it published
 * (assistant-support.ts), the tools called as n8n calls them, the owner's agenda rows, and the one
 * assistant the booking, team and access tests share (activateShared, run before them).
 */
import assert from 'node:assert/strict';
import {
  weeklySchedule,
  WEEKDAYS,
  type AgentWeeklySchedule,
  type DaySchedule,
} from '../../../shared-domain/src/entities/agentConfig.ts';
import { DEFAULT_AGENT_SCHEDULE } from '../../../shared-domain/src/testing/agentSchedule.ts';
import { newUser, sql, type TestUser } from 'local-stack/testing';
import { credentialsOf, postAs, publishAssistant, type Answer, type Credentials } from './assistant-support.ts';

/** Every day 08:00–18:00, 30-minute appointments back to back, booked at least 2 h ahead. */
export function openEveryDay(): AgentWeeklySchedule {
  const s = weeklySchedule({ ...DEFAULT_AGENT_SCHEDULE, antecedencia_minima: 120 });
  const open: DaySchedule = { ativo: true, horario_inicio: '08:00', horario_fim: '18:00', intervalos: [] };
  return {
    ...s,
    horario_inicio: '08:00',
    horario_fim: '18:00',
    intervalos: [],
    duracao_atendimento: 30,
    dias_atendimento: Object.fromEntries(WEEKDAYS.map((d) => [d, true])) as AgentWeeklySchedule['dias_atendimento'],
    dias: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...open }])) as AgentWeeklySchedule['dias'],
  };
}

/** São Paulo's date `days` from today. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface Assistant extends Credentials {
  user: TestUser;
}

/** A customer with the setup done and the assistant activated; its tool secret as published. */
export async function activatedAssistant(prefix: string): Promise<Assistant> {
  const user = await newUser({ full_name: 'Clínica Ferramentas' }, prefix);
  return { user, ...(await publishAssistant(user, openEveryDay())) };
}

export const callRaw = (headers: Record<string, string>, body: string) => postAs('assistant-tools', headers, body);

export const credentials = credentialsOf;

export function call(
  a: Credentials,
  tool: string,
  telefone: string,
  args: Record<string, unknown> = {},
): Promise<Answer> {
  return callRaw(credentials(a), JSON.stringify({ tool, telefone, args }));
}

export interface Slot {
  data: string;
  inicio: string;
  fim: string;
}

export async function rowsOf(a: Assistant) {
  return sql<{
    id: string;
    data: string;
    inicio: string;
    nome: string;
    num_cliente: string;
    status: string;
    origem: string;
  }>(
    `select id, to_char(data, 'YYYY-MM-DD') as data, to_char(inicio, 'HH24:MI') as inicio, nome, num_cliente, status, origem
       from public.g_agenda where id_dono = $1 order by data, inicio`,
    [a.user.idDono],
  );
}

export interface Named {
  id: string;
  nome: string;
}

/** The owner's titular professional (themself, created from the Agenda step). */
export async function titularOf(a: Assistant): Promise<Named> {
  const [row] = await sql<Named>('select id, nome from public.profissionais where id_dono = $1 and titular', [
    a.user.idDono,
  ]);
  assert.ok(row, 'the owner has their titular professional');
  return row;
}

export const CLIENTE = '5511987654321';
export const OUTRO = '5521998765432';
export const day = dayFromToday(2);
export let assistant: Assistant;

/** Activates the assistant the tests of a file share (`assistant`). */
export async function activateShared(): Promise<void> {
  assistant = await activatedAssistant('ferramentas');
}
