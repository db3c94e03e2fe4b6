import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  hitBooking,
  ids,
  onWednesday,
  renderSchedule,
  scheduleServer,
  weekPath,
} from './team-schedule.test-kit';

const timeOffPath = `/api/team/${ids.mikko}/time-off`;

async function openTimeOff(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add time off for Mikko Korhonen' }));
  return screen.getByRole('dialog', { name: 'Time off for Mikko Korhonen' });
}

describe('time off', () => {
  beforeEach(onWednesday);
  afterEach(() => vi.useRealTimers());

  it('adds whole days with a note', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openTimeOff(user);
    await user.type(within(dialog).getByLabelText('First day'), '01/12/2026');
    await user.type(within(dialog).getByLabelText('Last day'), '03/12/2026');
    await user.type(within(dialog).getByLabelText('Note (optional)'), ' Holiday ');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));

    await waitFor(() => expect(callsTo('POST', timeOffPath)).toHaveLength(1));
    expect(await bodyOf(callsTo('POST', timeOffPath)[0])).toEqual({
      startsOn: '2026-12-01',
      endsOn: '2026-12-03',
      note: 'Holiday',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo('GET', weekPath)).toHaveLength(2));
  });

  it('lists the bookings it falls on, and gives one to a colleague free then', async () => {
    const booked = hitBooking({ customerName: 'Veera Varaaja' });
    const { callsTo } = scheduleServer({ bookingsHit: [booked] });
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openTimeOff(user);
    await user.type(within(dialog).getByLabelText('First day'), '01/12/2026');
    await user.type(within(dialog).getByLabelText('Last day'), '01/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));

    const hit = await screen.findByRole('dialog', { name: 'Time off falls on a booking' });
    expect(within(hit).getByText('Veera Varaaja')).toBeTruthy();
    expect(within(hit).getByRole('link', { name: 'Open the bookings' }).getAttribute('href')).toBe(
      '/dashboard/manage-booking/bookings?date=2026-12-01',
    );
    const to = within(hit).getByRole('combobox', { name: 'Give the booking of Veera Varaaja to' });
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aino Virtanen']);
    await user.click(within(hit).getByRole('button', { name: 'Give' }));
    const give = `/api/staff/bookings/${booked.id}/barber`;
    await waitFor(() => expect(callsTo('POST', give)).toHaveLength(1));
    expect(await bodyOf(callsTo('POST', give)[0])).toEqual({ barberId: ids.aino });
    expect(await within(hit).findByText('Now with Aino Virtanen')).toBeTruthy();
    await user.click(within(hit).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks a barber who may not run the bookings to tell the desk', async () => {
    scheduleServer({
      bookingsHit: [hitBooking({ customerName: 'Ville Varaaja', timeRange: '11:00 - 11:30' })],
    });
    const user = userEvent.setup();
    renderSchedule(ids.mikko, false);
    const dialog = await openTimeOff(user);
    await user.type(within(dialog).getByLabelText('First day'), '01/12/2026');
    await user.type(within(dialog).getByLabelText('Last day'), '01/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    const hit = await screen.findByRole('dialog', { name: 'Time off falls on a booking' });
    expect(within(hit).getByText(/tell the front desk/)).toBeTruthy();
    expect(within(hit).queryByRole('button', { name: 'Give' })).toBeNull();
    expect(within(hit).queryByRole('link', { name: 'Open the bookings' })).toBeNull();
  });

  it('adds part of one day', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openTimeOff(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Only part of a day' }));
    expect(within(dialog).queryByLabelText('Last day')).toBeNull();
    await user.type(within(dialog).getByLabelText('Day'), '27/11/2026');
    await user.type(within(dialog).getByLabelText('From'), '12:00');
    await user.type(within(dialog).getByLabelText('Until'), '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));

    await waitFor(() => expect(callsTo('POST', timeOffPath)).toHaveLength(1));
    expect(await bodyOf(callsTo('POST', timeOffPath)[0])).toEqual({
      startsOn: '2026-11-27',
      endsOn: '2026-11-27',
      from: '12:00',
      until: '14:30',
    });
  });

  it('says what is missing or backwards before sending', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openTimeOff(user);
    await user.type(within(dialog).getByLabelText('First day'), '03/12/2026');
    await user.type(within(dialog).getByLabelText('Last day'), '01/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    expect(await within(dialog).findByText('Time off cannot end before it starts.')).toBeTruthy();

    await user.click(within(dialog).getByRole('switch', { name: 'Only part of a day' }));
    await user.type(within(dialog).getByLabelText('From'), '14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    expect(await within(dialog).findByText('Write a time.')).toBeTruthy();
    expect(callsTo('POST', timeOffPath)).toHaveLength(0);
  });

  it('deletes time off after asking', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Delete time off 26 Nov 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the time off 26 Nov 2026?' });
    expect(within(dialog).getByText('Mikko Korhonen works these hours again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const entryPath = `${timeOffPath}/${ids.thursdayOff}`;
    await waitFor(() => expect(callsTo('DELETE', entryPath)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
