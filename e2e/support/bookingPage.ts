// The demo clinic's public booking page (/agendar/clinica-bem-estar): what it offers, read from the
// booking function as the page reads it, and the clean-up of what a journey booked there.
import { expect, type Locator, type Page } from '@playwright/test';
import { adminDelete, isoDay } from './customers';
import { SITE } from './site';

export const BOOKING_SLUG = 'clinica-bem-estar';
export const BOOKING_PATH = `/agendar/${BOOKING_SLUG}`;
export const DEMO_BUSINESS = 'Clínica Bem-Estar';
/** The demo owner's code (supabase/seed.sql). */
export const DEMO_ID_DONO = 'USR-DEMO0001';

export interface FreeSlot {
  data: string;
  inicio: string;
  fim: string;
}

async function booking<T>(path: string): Promise<T> {
  const res = await fetch(`${SITE.stackUrl}/functions/v1/booking/${BOOKING_SLUG}${path}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

/**
 * The free slots of the page's first two weeks, on days at least `from` days ahead: other journeys
 * use the demo's nearer days (its dashboard, its agenda of today).
 */
export async function freeSlotsAhead(from = 3): Promise<FreeSlot[]> {
  const { janela } = await booking<{ janela: { de: string; ate: string } }>('');
  const de = new Date(`${janela.de}T12:00:00Z`);
  de.setUTCDate(de.getUTCDate() + 13);
  const ate = de.toISOString().slice(0, 10);
  const { slots } = await booking<{ slots: FreeSlot[] }>(`/slots?de=${janela.de}&ate=${ate}`);
  return slots.filter((s) => s.data >= isoDay(from));
}

/** Days of `slots` with at least `count` free times, each day's times in order. */
export function daysWithTimes(slots: readonly FreeSlot[], count: number): FreeSlot[][] {
  const byDay = new Map<string, FreeSlot[]>();
  for (const slot of slots) byDay.set(slot.data, [...(byDay.get(slot.data) ?? []), slot]);
  return [...byDay.values()].filter((times) => times.length >= count);
}

/** 'segunda-feira, 15 de dezembro': how the page names a day button. */
export function bookingDayName(ymd: string): string {
  return new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${ymd}T12:00:00Z`),
  );
}

/** A client name no other run uses: the journey finds its appointment by it and deletes it after. */
export function uniqueClientName(first: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${first} ${letters[0].toUpperCase()}${letters.slice(1)}`;
}

/**
 * Puts the demo's agenda back: deletes the appointments booked under `names`, and the page's
 * attempts counted against the booking limit (every browser of the journeys is one client).
 */
export async function removeBookings(names: readonly string[]) {
  for (const nome of names) {
    await adminDelete(`g_agenda?id_dono=eq.${DEMO_ID_DONO}&nome=eq.${encodeURIComponent(nome)}`);
  }
  await adminDelete('booking_requests?client_key=not.is.null');
}

/** The page's sections, as a visitor finds them. */
export const bookingPage = {
  service: (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) }),
  day: (page: Page, ymd: string) => page.getByRole('button', { name: bookingDayName(ymd), exact: true }),
  times: (page: Page) => page.getByRole('list', { name: /^Horários de / }),
  time: (page: Page, hhmm: string) => bookingPage.times(page).getByRole('button', { name: hhmm, exact: true }),
  name: (page: Page) => page.getByRole('textbox', { name: 'Nome' }),
  phone: (page: Page) => page.getByRole('textbox', { name: 'WhatsApp' }),
  note: (page: Page) => page.getByRole('textbox', { name: 'Observação (opcional)' }),
  confirm: (page: Page) => page.getByRole('button', { name: 'Confirmar agendamento' }),
  confirmed: (page: Page) => page.getByRole('heading', { name: 'Agendamento confirmado!' }),
};

/** Opens the page and waits until its days are offered. */
export async function openBookingPage(page: Page) {
  await page.goto(BOOKING_PATH);
  await expect(page.getByRole('heading', { name: DEMO_BUSINESS, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escolha o dia' })).toBeVisible();
}

/** Presses Tab until `target` has the focus (keyboard only, as a visitor without a mouse). */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
