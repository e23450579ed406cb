// The Agenda step's week editor and rules, reused as they are (a professional's week is edited and
// checked exactly as the owner's is, in the same remote): the one place this feature reaches into
// another, so the lint rule that keeps features apart is lifted for these imports only.
/* eslint-disable import/no-restricted-paths -- the same editors and rules as the Agenda step, not a copy */
export { AvailabilityErrors } from '../availability/components/AvailabilityErrors';
export { WeekdayRow } from '../availability/components/WeekdayRow';
export { daySummary } from '../availability/utils/daySummary';
export { toMinutes } from '../availability/utils/times';
export { validateDays } from '../availability/utils/validateSchedule';
/* eslint-enable import/no-restricted-paths */
