// Calendar API v3 events of an account's primary calendar, as documented: insert (POST), patch
// (PATCH, merging the fields sent), get, list and delete under /calendar/v3/calendars/{id}/events,
// and freeBusy.query (POST /calendar/v3/freeBusy) computed from the same events.
// A deleted event stays as status 'cancelled' (get still answers it, a second delete is 410); an
// event purged by the sandbox's control answers 404. Errors in Google's JSON error shape.
import crypto from 'node:crypto';
import type { CalendarEvent, EventTime, GoogleStore } from './store.ts';

export class GoogleApiError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
    readonly topMessage = message,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  410: 'NOT_FOUND',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** {error: {errors: [{domain, reason, message}], code, message}} — Google's error body. */
export function googleError(code: number, reason: string, message: string, top = message, extra = {}): Response {
  return Response.json(
    {
      error: {
        errors: [{ domain: 'global', reason, message, ...extra }],
        code,
        message: top,
        ...(STATUS_TEXT[code] ? { status: STATUS_TEXT[code] } : {}),
      },
    },
    { status: code },
  );
}

const required = (what: string) => new GoogleApiError(400, 'required', what);
const invalid = (what: string) => new GoogleApiError(400, 'invalid', what);

/** A time zone the IANA database knows. */
function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Offset of `zone` at the instant `utcMs`, in minutes east of UTC. */
function zoneOffsetMinutes(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return Math.round(
    (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - utcMs) / 60_000,
  );
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant an event time names, and its RFC 3339 text with the offset (as Google answers it). */
function resolveTime(t: EventTime, which: 'start' | 'end'): { ms: number; dateTime: string } {
  const m = DATE_TIME.exec(t.dateTime ?? '');
  if (!m) throw invalid(`Invalid ${which} time.`);
  const [, y, mo, d, h, mi, s = '00', offset] = m;
  if (t.timeZone !== undefined && !validZone(t.timeZone))
    throw invalid(`Invalid time zone definition for ${which} time.`);
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59) {
    throw invalid(`Invalid ${which} time.`);
  }
  let offsetMin: number;
  if (offset === 'Z') offsetMin = 0;
  else if (offset) offsetMin = (offset[0] === '-' ? -1 : 1) * (+offset.slice(1, 3) * 60 + +offset.slice(4, 6));
  else if (t.timeZone) offsetMin = zoneOffsetMinutes(wall - zoneOffsetMinutes(wall, t.timeZone) * 60_000, t.timeZone);
  else throw required(`Missing time zone definition for ${which} time.`);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  const off = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { ms: wall - offsetMin * 60_000, dateTime: `${y}-${mo}-${d}T${h}:${mi}:${s}${off}` };
}

const obj = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function eventTime(v: unknown, which: 'start' | 'end'): EventTime | undefined {
  if (v === undefined) return undefined;
  const t = obj(v);
  if (!t) throw invalid(`Invalid ${which} time.`);
  if (t.date !== undefined) throw invalid(`All-day events are not supported by this sandbox (${which}.date).`);
  return {
    ...(typeof t.dateTime === 'string' ? { dateTime: t.dateTime } : {}),
    ...(typeof t.timeZone === 'string' ? { timeZone: t.timeZone } : {}),
  };
}

function transparencyOf(v: unknown): CalendarEvent['transparency'] {
  if (v === undefined || v === null) return undefined;
  if (v !== 'opaque' && v !== 'transparent') throw invalid('Invalid value for: transparency');
  return v;
}

/** An instant in RFC 3339: UTC ('Z') without a zone, else with the zone's offset at that instant. */
function formatInstant(ms: number, zone: string | null): string {
  if (!zone) return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const offset = zoneOffsetMinutes(ms, zone);
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const text = (v: unknown, field: string): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw invalid(`Invalid value for: ${field}`);
  return v;
};

/** Checks start/end as Google does and normalises them (offset added, time zone kept). */
function checkTimes(start: EventTime | undefined, end: EventTime | undefined) {
  if (!start || !start.dateTime) throw required('Missing start time.');
  if (!end || !end.dateTime) throw required('Missing end time.');
  const s = resolveTime(start, 'start');
  const e = resolveTime(end, 'end');
  if (e.ms < s.ms) throw new GoogleApiError(400, 'timeRangeEmpty', 'The specified time range is empty.');
  return {
    start: { dateTime: s.dateTime, ...(start.timeZone ? { timeZone: start.timeZone } : {}) },
    end: { dateTime: e.dateTime, ...(end.timeZone ? { timeZone: end.timeZone } : {}) },
  };
}

/** Google's event ids: base32hex characters (a–v, 0–9). */
const newEventId = () => [...crypto.randomBytes(26)].map((b) => '0123456789abcdefghijklmnopqrstuv'[b % 32]).join('');

export function createCalendar(store: GoogleStore, publicUrl: string) {
  function resource(e: CalendarEvent) {
    const eid = Buffer.from(`${e.id} ${e.account}`).toString('base64url');
    return {
      kind: 'calendar#event',
      etag: `"${crypto.createHash('sha1').update(`${e.id}:${e.updated}`).digest('hex').slice(0, 16)}"`,
      id: e.id,
      status: e.status,
      htmlLink: `${publicUrl}/calendar/event?eid=${eid}`,
      created: e.created,
      updated: e.updated,
      ...(e.summary !== undefined ? { summary: e.summary } : {}),
      ...(e.description !== undefined ? { description: e.description } : {}),
      ...(e.location !== undefined ? { location: e.location } : {}),
      ...(e.transparency === 'transparent' ? { transparency: e.transparency } : {}),
      creator: { email: e.account, self: true },
      organizer: { email: e.account, self: true },
      start: e.start,
      end: e.end,
      iCalUID: `${e.id}@google.com`,
      sequence: e.sequence,
      reminders: { useDefault: true },
      eventType: 'default',
    };
  }

  /** Only the account's own primary calendar exists here ('primary' or its e-mail). */
  function checkCalendar(calendarId: string, account: string) {
    if (calendarId !== 'primary' && calendarId.toLowerCase() !== account) {
      throw new GoogleApiError(404, 'notFound', 'Not Found');
    }
  }

  function eventOf(id: string, account: string): CalendarEvent {
    const e = store.events.get(id);
    if (!e || e.account !== account) throw new GoogleApiError(404, 'notFound', 'Not Found');
    return e;
  }

  function insert(account: string, body: Record<string, unknown>) {
    const times = checkTimes(eventTime(body.start, 'start'), eventTime(body.end, 'end'));
    const id = typeof body.id === 'string' && body.id ? body.id : newEventId();
    if (!/^[a-v0-9]{5,1024}$/.test(id)) throw invalid('Invalid resource id value.');
    if (store.events.has(id)) throw new GoogleApiError(409, 'duplicate', 'The requested identifier already exists.');
    const now = new Date().toISOString();
    const e: CalendarEvent = {
      id,
      account,
      status: body.status === 'tentative' ? 'tentative' : 'confirmed',
      summary: text(body.summary, 'summary'),
      description: text(body.description, 'description'),
      location: text(body.location, 'location'),
      transparency: transparencyOf(body.transparency),
      ...times,
      created: now,
      updated: now,
      sequence: 0,
    };
    store.events.set(id, e);
    store.save();
    return resource(e);
  }

  /** PATCH: the fields sent replace the event's; start/end are merged field by field. */
  function patch(account: string, id: string, body: Record<string, unknown>) {
    const e = eventOf(id, account);
    const start = body.start === undefined ? e.start : { ...e.start, ...eventTime(body.start, 'start') };
    const end = body.end === undefined ? e.end : { ...e.end, ...eventTime(body.end, 'end') };
    const times = checkTimes(start, end);
    const moved = times.start.dateTime !== e.start.dateTime || times.end.dateTime !== e.end.dateTime;
    for (const field of ['summary', 'description', 'location'] as const) {
      if (field in body) e[field] = text(body[field], field) ?? undefined;
    }
    if ('transparency' in body) e.transparency = transparencyOf(body.transparency);
    if (body.status !== undefined) {
      if (!['confirmed', 'tentative', 'cancelled'].includes(String(body.status)))
        throw invalid('Invalid value for: status');
      e.status = body.status as CalendarEvent['status'];
    }
    e.start = times.start;
    e.end = times.end;
    if (moved) e.sequence += 1;
    e.updated = new Date().toISOString();
    store.save();
    return resource(e);
  }

  function remove(account: string, id: string) {
    const e = eventOf(id, account);
    if (e.status === 'cancelled') throw new GoogleApiError(410, 'deleted', 'Resource has been deleted');
    e.status = 'cancelled';
    e.updated = new Date().toISOString();
    store.save();
  }

  function list(account: string, params: URLSearchParams) {
    const showDeleted = params.get('showDeleted') === 'true';
    const max = Math.min(Math.max(Number(params.get('maxResults') ?? 250) || 250, 1), 2500);
    const offset = Math.max(Number(Buffer.from(params.get('pageToken') ?? '', 'base64url').toString()) || 0, 0);
    const timeMin = params.get('timeMin') ? Date.parse(params.get('timeMin')!) : null;
    const timeMax = params.get('timeMax') ? Date.parse(params.get('timeMax')!) : null;
    const all = [...store.events.values()]
      .filter((e) => e.account === account && (showDeleted || e.status !== 'cancelled'))
      .filter((e) => timeMin === null || Date.parse(e.end.dateTime!) > timeMin)
      .filter((e) => timeMax === null || Date.parse(e.start.dateTime!) < timeMax)
      .sort(
        (a, b) => Date.parse(a.start.dateTime!) - Date.parse(b.start.dateTime!) || a.created.localeCompare(b.created),
      );
    const page = all.slice(offset, offset + max);
    const next = offset + max < all.length ? Buffer.from(String(offset + max)).toString('base64url') : null;
    return {
      kind: 'calendar#events',
      etag: `"${Date.now()}"`,
      summary: account,
      updated: new Date().toISOString(),
      timeZone: 'America/Sao_Paulo',
      accessRole: 'owner',
      defaultReminders: [],
      ...(next ? { nextPageToken: next } : {}),
      items: page.map(resource),
    };
  }

  /**
   * freeBusy.query: for each calendar asked, the busy periods between timeMin and timeMax (events
   * that are not cancelled nor transparent, overlapping ones merged, clipped to the range), in
   * `timeZone` when given, else UTC. A calendar other than the account's own answers its error
   * inside the result, as Google does, not as an HTTP error.
   */
  function freeBusy(account: string, body: Record<string, unknown>) {
    if (typeof body.timeMin !== 'string') throw required('Missing timeMin.');
    if (typeof body.timeMax !== 'string') throw required('Missing timeMax.');
    const min = Date.parse(body.timeMin);
    const max = Date.parse(body.timeMax);
    if (!DATE_TIME.test(body.timeMin) || Number.isNaN(min)) throw invalid('Invalid value for: timeMin');
    if (!DATE_TIME.test(body.timeMax) || Number.isNaN(max)) throw invalid('Invalid value for: timeMax');
    if (max <= min) throw new GoogleApiError(400, 'timeRangeEmpty', 'The specified time range is empty.');
    const zone = typeof body.timeZone === 'string' ? body.timeZone : null;
    if (zone && !validZone(zone)) throw invalid('Invalid value for: timeZone');
    const items = Array.isArray(body.items) ? body.items : [];

    const periods = [...store.events.values()]
      .filter((e) => e.account === account && e.status !== 'cancelled' && e.transparency !== 'transparent')
      .map((e) => ({
        start: Math.max(Date.parse(e.start.dateTime!), min),
        end: Math.min(Date.parse(e.end.dateTime!), max),
      }))
      .filter((p) => p.start < p.end)
      .sort((a, b) => a.start - b.start);
    const merged: Array<{ start: number; end: number }> = [];
    for (const p of periods) {
      const last = merged[merged.length - 1];
      if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
      else merged.push({ ...p });
    }
    const busy = merged.map((p) => ({ start: formatInstant(p.start, zone), end: formatInstant(p.end, zone) }));

    const calendars: Record<string, unknown> = {};
    for (const item of items) {
      const id = String(obj(item)?.id ?? '');
      calendars[id] =
        id === 'primary' || id.toLowerCase() === account
          ? { busy }
          : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
    }
    return {
      kind: 'calendar#freeBusy',
      timeMin: formatInstant(min, null),
      timeMax: formatInstant(max, null),
      calendars,
    };
  }

  /** The page behind an event's htmlLink. */
  function byEid(eid: string) {
    const [id, account] = Buffer.from(eid, 'base64url').toString('utf8').split(' ');
    const e = store.events.get(id ?? '');
    return e && e.account === account ? e : null;
  }

  return {
    checkCalendar,
    get: (account: string, id: string) => resource(eventOf(id, account)),
    insert,
    patch,
    remove,
    list,
    freeBusy,
    resource,
    byEid,
  };
}
