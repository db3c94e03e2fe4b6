import { addDays } from '@jono/contract/rules/local-date';
import { useState } from 'react';
import { mondayOf } from '@/lib/calendar';
import { browserTimeZone, todayIn } from '@/lib/dates';
import { useTeamWeekQuery } from '../api/team-schedule';

/**
 * The week on screen, Monday to Sunday, and the team's hours in it. "This week" is the shop's:
 * until the first answer names the shop's zone, the browser's stands in for it.
 */
export function useTeamWeek() {
  const [chosenMonday, setChosenMonday] = useState<string | null>(null);
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const today = todayIn(timeZone);
  const thisMonday = mondayOf(today);
  const from = chosenMonday ?? thisMonday;
  const query = useTeamWeekQuery(from);
  // `data` stays the last answer while another week loads, so the zone never flips back.
  const shopZone = query.data?.timezone;
  if (shopZone && shopZone !== timeZone) setTimeZone(shopZone);

  return {
    from,
    today,
    isThisWeek: from === thisMonday,
    /** Only the answer for the week on screen: another week's rows never stand in for it. */
    week: query.currentData,
    query,
    showPrevious: () => setChosenMonday(addDays(from, -7)),
    showNext: () => setChosenMonday(addDays(from, 7)),
    showThisWeek: () => setChosenMonday(null),
  };
}
