// Times of day as the schedules hold them ('HH:mm').
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** 'HH:mm' (or 'HH:mm:ss') → minutes since midnight, or null when it is not a time of day. */
export function toMinutes(time: string): number | null {
  const match = TIME_OF_DAY.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
