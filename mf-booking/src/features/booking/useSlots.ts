// The free times of two weeks of the owner's window (of the professional and service chosen), the day
// and time the client chose among them, and the notice when a chosen time went meanwhile.
import { useMemo, useRef, useState } from 'react';
import { addDays, minDay } from 'shared-ui/days';
import { fetchSlots, type BookingPageInfo, type Slot, type SlotFilter } from './api';
import { WINDOW_DAYS, type EarlySlots } from './useBusinessPage';
import { useRequest } from './useRequest';

const NONE: Slot[] = [];

export function useSlots(
  slug: string,
  { de: first, ate: last }: BookingPageInfo['janela'],
  early: EarlySlots,
  filter: SlotFilter = {},
) {
  const [windowStart, setWindowStart] = useState(first);
  const windowEnd = minDay(addDays(windowStart, WINDOW_DAYS - 1), last);
  const { profissional = null, servico = null } = filter;
  const slots = useRequest(
    () => {
      // The slots asked for with the page (of anyone, the schedule's duration) serve the first two
      // weeks once, when nothing narrows them yet; later loads ask again.
      const asked = early.current?.start === windowStart && !profissional && !servico ? early.current.slots : null;
      early.current = null;
      return asked ?? fetchSlots(slug, windowStart, windowEnd, { profissional, servico });
    },
    `${slug}/${windowStart}/${windowEnd}/${profissional ?? ''}/${servico ?? ''}`,
  );

  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenTime, setTime] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);

  const free = slots.state === 'ready' ? slots.value : NONE;
  const days = useMemo(() => [...new Set(free.map((s) => s.data))], [free]);
  // The chosen day stays chosen while it still has times; otherwise the first day with times.
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : (days[0] ?? null);
  const dayTimes = free.filter((s) => s.data === day);
  // Likewise the chosen time, while that day still offers it (another professional or service may not).
  const time = chosenTime && dayTimes.some((s) => s.inicio === chosenTime) ? chosenTime : null;

  const moveWindow = (start: string) => {
    setWindowStart(start);
    setChosenDay(null);
    setTime(null);
  };

  return {
    slots,
    days,
    day,
    dayTimes,
    time,
    notice,
    timesHeading,
    chooseDay: (d: string) => {
      setChosenDay(d);
      setTime(null);
      setNotice(null);
    },
    chooseTime: (t: string) => {
      setTime(t);
      setNotice(null);
    },
    previous: windowStart > first ? () => moveWindow(addDays(windowStart, -WINDOW_DAYS)) : undefined,
    next: windowEnd < last ? () => moveWindow(addDays(windowEnd, 1)) : undefined,
    /** The chosen time went (or is no longer offered): say so and show the times again. */
    timeTaken: (message: string) => {
      setNotice(message);
      setTime(null);
      slots.retry();
      timesHeading.current?.focus();
    },
  };
}

export type SlotChoice = ReturnType<typeof useSlots>;
