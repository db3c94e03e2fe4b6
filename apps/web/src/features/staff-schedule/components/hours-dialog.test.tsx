import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer } from '@/testing/fake-server';
import {
  bodyOf,
  hitBooking,
  ids,
  onWednesday,
  renderSchedule,
  scheduleServer,
  weekPath,
} from './team-schedule.test-kit';

const hoursPath = (userId: string) => `/api/team/${userId}/hours`;

async function openHours(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit hours of ${name}` }));
  return screen.getByRole('dialog', { name: `Working hours of ${name}` });
}

const dayIn = (dialog: HTMLElement, day: string) =>
  within(dialog).getByRole('group', { name: day });

async function typeTime(user: UserEvent, field: HTMLElement, time: string) {
  await user.clear(field);
  await user.type(field, time);
}

describe('editing a member’s hours', () => {
  beforeEach(onWednesday);
  afterEach(() => vi.useRealTimers());

  it('sends a split shift of their own, starting from the shop’s hours', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openHours(user, 'Aino Virtanen');
    const sameAsShop = within(dialog).getByRole('switch', {
      name: "Same as the shop's opening hours",
    });
    expect(sameAsShop.getAttribute('aria-checked')).toBe('true');
    await user.click(sameAsShop);

    expect(within(dialog).getByText('Shop closed')).toBeTruthy();
    const monday = dayIn(dialog, 'Monday');
    await typeTime(user, within(monday).getByLabelText('End'), '12:00');
    await user.click(within(monday).getByRole('button', { name: 'Add interval' }));
    const [, start] = within(monday).getAllByLabelText('Start');
    const [, end] = within(monday).getAllByLabelText('End');
    await typeTime(user, start as HTMLElement, '13:00');
    await typeTime(user, end as HTMLElement, '17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Monday to weekdays' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    await waitFor(() => expect(callsTo('PUT', hoursPath(ids.aino))).toHaveLength(1));
    const split = (weekday: number) => [
      { weekday, opens: '09:00', closes: '12:00' },
      { weekday, opens: '13:00', closes: '17:00' },
    ];
    expect(await bodyOf(callsTo('PUT', hoursPath(ids.aino))[0])).toEqual({
      hours: [1, 2, 3, 4, 5].flatMap(split).concat({ weekday: 6, opens: '10:00', closes: '15:00' }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The week is read again, so the grid shows the new hours.
    await waitFor(() => expect(callsTo('GET', weekPath)).toHaveLength(2));
  });

  it('lists the bookings the new hours leave out, each to give to a colleague', async () => {
    const booked = hitBooking({ customerName: 'Veera Varaaja' });
    const { callsTo } = scheduleServer({ bookingsHit: [booked] });
    const user = userEvent.setup();
    renderSchedule();
    // Mikko works his own hours: a later start on Monday.
    const dialog = await openHours(user, 'Mikko Korhonen');
    const [start] = within(dayIn(dialog, 'Monday')).getAllByLabelText('Start');
    await typeTime(user, start as HTMLElement, '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    const hit = await screen.findByRole('dialog', { name: 'The new hours leave out a booking' });
    expect(within(hit).getByText('Veera Varaaja')).toBeTruthy();
    expect(callsTo('PUT', hoursPath(ids.mikko))).toHaveLength(1);
    await user.click(within(hit).getByRole('button', { name: 'Give' }));
    const give = `/api/staff/bookings/${booked.id}/barber`;
    await waitFor(() => expect(callsTo('POST', give)).toHaveLength(1));
    expect(await bodyOf(callsTo('POST', give)[0])).toEqual({ barberId: ids.aino });
    await user.click(within(hit).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts a member back on the shop’s opening hours', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openHours(user, 'Mikko Korhonen');
    const tuesday = dayIn(dialog, 'Tuesday');
    expect(
      within(tuesday)
        .getAllByLabelText('Start')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['09:00', '13:00']);
    await user.click(
      within(dialog).getByRole('switch', { name: "Same as the shop's opening hours" }),
    );
    expect(within(dialog).queryByRole('group', { name: 'Tuesday' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    await waitFor(() => expect(callsTo('PUT', hoursPath(ids.mikko))).toHaveLength(1));
    expect(await bodyOf(callsTo('PUT', hoursPath(ids.mikko))[0])).toEqual({ hours: null });
  });

  it('refuses overlapping intervals before sending, saying which day', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openHours(user, 'Mikko Korhonen');
    const wednesday = dayIn(dialog, 'Wednesday');
    const [, secondStart] = within(wednesday).getAllByLabelText('Start');
    await typeTime(user, secondStart as HTMLElement, '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Wednesday: Two intervals of the same day overlap.',
    );
    expect(callsTo('PUT', hoursPath(ids.mikko))).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps a day to three intervals and lets one be removed', async () => {
    scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openHours(user, 'Mikko Korhonen');
    const monday = dayIn(dialog, 'Monday');
    const add = within(monday).getByRole('button', { name: 'Add interval' });
    await user.click(add);
    expect(add).toHaveProperty('disabled', true);
    await user.click(within(monday).getByRole('button', { name: 'Remove interval 3 on Monday' }));
    await user.click(within(monday).getByRole('button', { name: 'Remove interval 2 on Monday' }));
    await user.click(within(monday).getByRole('button', { name: 'Remove interval 1 on Monday' }));
    expect(within(monday).getByText('Day off')).toBeTruthy();
  });

  it('shows the server’s refusal in the reader’s words', async () => {
    scheduleServer({
      refuse: () =>
        errorAnswer(400, 'Hours must lie inside the shop’s opening hours', 'OUTSIDE_OPENING'),
    });
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openHours(user, 'Mikko Korhonen');
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Working hours must lie inside the shop's opening hours.",
    );
  });
});
