import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonAnswer } from '@/testing/fake-server';
import {
  ids,
  onWednesday,
  readOnlyWeek,
  renderSchedule,
  scheduleServer,
  teamWeek,
  weekPath,
} from './team-schedule.test-kit';

const caption = 'Working hours of the team, 23 Nov 2026 – 29 Nov 2026';

/** The cells of a member's row in the week's table, Monday to Sunday. */
async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: caption });
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr');
  return within(row as HTMLElement).getAllByRole('cell');
}
const textOf = (cell: HTMLElement | undefined) => cell?.textContent;

describe('the team schedule week', () => {
  beforeEach(onWednesday);
  afterEach(() => vi.useRealTimers());

  it('lays the week out as a table: shifts, split shifts, time off and closed days', async () => {
    scheduleServer();
    renderSchedule();
    const table = await screen.findByRole('table', { name: caption });
    const days = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(
      within(table)
        .getByRole('columnheader', { name: 'Wed 25 Nov 3 bookings' })
        .getAttribute('aria-current'),
    ).toBe('date');
    // Each day says how many bookings it holds.
    expect(days).toEqual([
      'Team member',
      'Mon 23 NovNo bookings',
      'Tue 24 NovNo bookings',
      'Wed 25 Nov3 bookings',
      'Thu 26 NovNo bookings',
      'Fri 27 NovNo bookings',
      'Sat 28 Nov1 booking',
      'Sun 29 NovNo bookings',
    ]);

    const aino = await rowOf('Aino Virtanen');
    expect(textOf(aino[0])).toBe('09:00–17:00');
    expect(textOf(aino[5])).toBe('10:00–15:00');
    expect(textOf(aino[6])).toBe('Closed');

    const mikko = await rowOf('Mikko Korhonen');
    expect(within(mikko[1] as HTMLElement).getByText('09:00–12:00')).toBeTruthy();
    expect(within(mikko[1] as HTMLElement).getByText('13:00–17:00')).toBeTruthy();
    expect(within(mikko[3] as HTMLElement).getByText('Time off')).toBeTruthy();
    expect(within(mikko[3] as HTMLElement).getByText('Dentist')).toBeTruthy();
    expect(textOf(mikko[4])).toBe('09:00–12:0014:00–17:00Off 12:00–14:00');
    expect(textOf(mikko[5])).toBe('Off');
    expect(textOf(mikko[6])).toBe('Closed');
  });

  it('lists the week day by day for a phone, each member with their hours', async () => {
    scheduleServer();
    renderSchedule();
    const list = await screen.findByRole('list', { name: caption });
    const days = within(list).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toHaveLength(7);
    const thursday = days[3]?.closest('li') as HTMLElement;
    expect(within(thursday).getByText('Thursday, 26 November 2026')).toBeTruthy();
    expect(within(days[2]?.closest('li') as HTMLElement).getByText('3 bookings')).toBeTruthy();
    const mikko = within(thursday).getByText('Mikko Korhonen').closest('li') as HTMLElement;
    expect(within(mikko).getByText('Time off')).toBeTruthy();
    const sunday = days[6]?.closest('li') as HTMLElement;
    expect(within(sunday).getByText('Closed')).toBeTruthy();
    expect(within(sunday).queryByText('Aino Virtanen')).toBeNull();
  });

  it('moves a week at a time from this week, Monday to Sunday', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    await screen.findByRole('table', { name: caption });
    const asked = () =>
      callsTo('GET', weekPath).map((call) => new URL(call.request.url).searchParams.get('from'));
    expect(asked()).toEqual(['2026-11-23']);
    expect(screen.getByRole('button', { name: 'This week' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: '30 Nov 2026 – 6 Dec 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(asked()).toEqual(['2026-11-23', '2026-11-30', '2026-11-16']));
  });

  it('says when the week could not be read, and reads it again on retry', async () => {
    let fails = true;
    scheduleServer({
      week: () =>
        fails
          ? errorAnswer(500, 'Database down', 'INTERNAL_ERROR')
          : jsonAnswer(200, { ok: true, data: teamWeek() }),
    });
    const user = userEvent.setup();
    renderSchedule();
    expect(await screen.findByRole('status', { name: "Loading the team's week…" })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load the team's schedule")).toBeTruthy();
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: caption })).toBeTruthy();
  });

  it('says when nobody on the team has hours', async () => {
    scheduleServer({ week: () => jsonAnswer(200, { ok: true, data: teamWeek({ members: [] }) }) });
    renderSchedule();
    expect(await screen.findByText('Nobody on the team has working hours yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers no changes to a member who may not make them, but still shows the time off', async () => {
    scheduleServer({ week: () => jsonAnswer(200, { ok: true, data: readOnlyWeek() }) });
    renderSchedule();
    const timeOff = await screen.findByRole('list', { name: 'Time off of Mikko Korhonen' });
    expect(within(timeOff).getByText('26 Nov 2026')).toBeTruthy();
    expect(within(timeOff).getByText('27 Nov 2026, 12:00–14:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit hours/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add time off/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete time off/ })).toBeNull();
  });

  it('marks the member who is reading, and offers them their own changes', async () => {
    const week = teamWeek();
    week.members = week.members.map((member) => ({
      ...member,
      canEdit: member.userId === ids.mikko,
    }));
    scheduleServer({ week: () => jsonAnswer(200, { ok: true, data: week }) });
    renderSchedule(ids.mikko);
    expect(
      await screen.findByRole('button', { name: 'Edit hours of Mikko Korhonen' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit hours of Aino Virtanen' })).toBeNull();
    expect(screen.getAllByText('(you)').length).toBeGreaterThan(0);
  });
});
