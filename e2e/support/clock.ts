/**
 * A time zone where it is daytime now, so "later today" stays today whenever a journey runs
 * (CI may run at any hour); a shop that books for today keeps its clock there.
 */
export function daytimeZone(): string {
  const zones = ['Europe/Helsinki', 'America/New_York', 'Asia/Tokyo', 'America/Los_Angeles'];
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
  const zone = zones.find((candidate) => hourIn(candidate) >= 2 && hourIn(candidate) <= 19);
  if (!zone) throw new Error('no daytime zone among the candidates');
  return zone;
}

/** Today's date (YYYY-MM-DD) on the zone's clock. */
export const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** 'HH:mm' of an instant on the zone's clock, as the product writes times. */
export const clockIn = (timeZone: string, instant: string | number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
