import type { ReminderSettings } from '@jono/contract/api/booking-reminders';
import type { BookingSettings } from '@jono/contract/api/staff-booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { notify } from '@/lib/toast';
import { deferred } from '@/testing/deferred';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const settingsPath = '/api/staff/booking-settings';
const remindersPath = '/api/staff/booking-settings/reminders';

/** Open Monday to Saturday 09:00-17:00 (Saturday 10:00-15:00), Sunday a weekly off. */
const saved: BookingSettings = {
  slotLengthMinutes: 30,
  bookableChairs: 2,
  chairCount: 3,
  horizonDays: 60,
  bookingFee: 2,
  refundWindowHours: 24,
  moveLimit: null,
  currency: 'EUR',
  openingHours: [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' }))
    .concat({
      weekday: 6,
      opens: '10:00',
      closes: '15:00',
    }),
  weeklyOffs: [7],
  bookingHours: [{ weekday: 3, opens: '12:00', closes: '17:00' }],
};

/** The staff API as the server keeps it: PUT saves and answers the saved settings. */
function server({
  start = saved,
  refuse,
  failLoad,
  gate,
}: {
  /** The settings saved before the page opens. */
  start?: BookingSettings;
  refuse?: string;
  failLoad?: boolean;
  /** A save waits for this before answering. */
  gate?: Promise<void>;
} = {}) {
  let settings = start;
  let reminders: Omit<ReminderSettings, 'timezone'> = {
    offsetsMinutes: [1440, 120],
    quietHours: { starts: '21:00', ends: '08:00' },
  };
  let loadFails = failLoad ?? false;
  const fake = fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === settingsPath) {
      if (loadFails) {
        loadFails = false;
        return errorAnswer(500, 'something went wrong!', 'INTERNAL_ERROR');
      }
      return jsonAnswer(200, { ok: true, data: settings });
    }
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    if (call.path === remindersPath) {
      if (call.method === 'PUT') {
        const body = (await call.request.clone().json()) as Omit<ReminderSettings, 'timezone'>;
        reminders = { ...body, offsetsMinutes: [...body.offsetsMinutes].sort((a, b) => b - a) };
      }
      return jsonAnswer(200, { ok: true, data: { ...reminders, timezone: 'Europe/Helsinki' } });
    }
    if (call.method === 'PUT' && call.path === settingsPath) {
      await gate;
      if (refuse) return errorAnswer(400, refuse, 'BAD_REQUEST');
      const body = (await call.request.clone().json()) as Omit<
        BookingSettings,
        'chairCount' | 'currency' | 'openingHours' | 'weeklyOffs'
      >;
      settings = { ...settings, ...body };
      return jsonAnswer(200, { ok: true, data: settings });
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
  return fake;
}

const renderSlots = () => renderApp('/dashboard/manage-booking/slots', { auth: authFor('owner') });
const slotLength = () => screen.findByLabelText('Slot length (min)', {}, { timeout: 5000 });
const day = (name: string) => screen.getByRole('group', { name }) as HTMLElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('slots page', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });

  it('shows the saved settings with each weekday’s opening hours, and Save only once changed', async () => {
    server();
    const user = userEvent.setup();
    renderSlots();
    expect(
      await screen.findByRole(
        'status',
        { name: 'Loading the booking settings…' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(await slotLength()).toHaveProperty('value', '30');
    const chairs = screen.getByLabelText('Chairs for bookings') as HTMLSelectElement;
    expect(chairs.value).toBe('2');
    expect([...chairs.options].map((option) => option.value)).toEqual(['0', '1', '2', '3']);
    expect(screen.getByLabelText('Book ahead (days)')).toHaveProperty('value', '60');
    expect(screen.getByLabelText('Booking fee (€)')).toHaveProperty('value', '2.00');
    expect(screen.getByLabelText('Free cancellation (hours before)')).toHaveProperty('value', '24');

    const monday = day('Monday');
    expect(within(monday).getByText('Open 09:00–17:00')).toBeTruthy();
    expect(within(monday).getByRole('radio', { name: 'All opening hours' })).toHaveProperty(
      'checked',
      true,
    );
    const wednesday = day('Wednesday');
    expect(within(wednesday).getByRole('radio', { name: 'Custom hours' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(wednesday).getByLabelText('From')).toHaveProperty('value', '12:00');
    expect(within(wednesday).getByLabelText('To')).toHaveProperty('value', '17:00');
    expect(within(day('Saturday')).getByText('Open 10:00–15:00')).toBeTruthy();
    // A weekly off takes no bookings and has no choice to make.
    expect(screen.queryByRole('group', { name: 'Sunday' })).toBeNull();
    expect(screen.getByText('Closed: weekly day off')).toBeTruthy();

    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('All changes saved')).toBeTruthy();
    await user.clear(await slotLength());
    await user.type(await slotLength(), '45');
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await slotLength()).toHaveProperty('value', '30');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('checks every field as the server would before sending anything', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderSlots();
    const length = await slotLength();

    await user.clear(length);
    await user.type(length, '32');
    const fee = screen.getByLabelText('Booking fee (€)');
    await user.clear(fee);
    await user.type(fee, '2.505');
    const horizon = screen.getByLabelText('Book ahead (days)');
    await user.clear(horizon);
    await user.type(horizon, '400');

    const tuesday = day('Tuesday');
    await user.click(within(tuesday).getByRole('radio', { name: 'Custom hours' }));
    await user.clear(within(tuesday).getByLabelText('From'));
    await user.type(within(tuesday).getByLabelText('From'), '08:00');
    const wednesday = day('Wednesday');
    await user.clear(within(wednesday).getByLabelText('To'));
    await user.type(within(wednesday).getByLabelText('To'), '18:00');
    const friday = day('Friday');
    await user.click(within(friday).getByRole('radio', { name: 'Custom hours' }));
    await user.clear(within(friday).getByLabelText('To'));
    await user.type(within(friday).getByLabelText('To'), '09:00');

    await user.click(saveButton());
    expect(await screen.findByText('Use steps of 5 minutes.')).toBeTruthy();
    expect(screen.getByText('Enter an amount like 2 or 2.50.')).toBeTruthy();
    expect(screen.getByText('This is outside the allowed range.')).toBeTruthy();
    expect(within(tuesday).getByText('Bookings cannot start before the shop opens.')).toBeTruthy();
    expect(within(wednesday).getByText('Bookings must end by closing time.')).toBeTruthy();
    expect(within(friday).getByText('The end must be after the start.')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Check the highlighted fields.', {
      id: 'booking-settings',
    });
    expect(callsTo('PUT', settingsPath)).toHaveLength(0);

    await user.clear(length);
    await user.type(length, '300');
    await user.click(saveButton());
    await waitFor(() =>
      expect(
        document.getElementById(length.getAttribute('aria-describedby')?.split(' ')[1] ?? '')
          ?.textContent,
      ).toBe('This is outside the allowed range.'),
    );
    expect(callsTo('PUT', settingsPath)).toHaveLength(0);
  });

  it('saves with a progress, a toast and the exact body, and says what a free booking means', async () => {
    const answer = deferred<void>();
    const { callsTo } = server({ gate: answer.promise });
    const user = userEvent.setup();
    renderSlots();
    const length = await slotLength();
    await user.clear(length);
    await user.type(length, '45');
    await user.selectOptions(screen.getByLabelText('Chairs for bookings'), '3');
    const fee = screen.getByLabelText('Booking fee (€)');
    expect(screen.queryByText(/With no booking fee/)).toBeNull();
    await user.clear(fee);
    await user.type(fee, '0');
    expect(
      screen.getByText(
        'With no booking fee, customers do not pay online: their bookings are confirmed at once.',
      ),
    ).toBeTruthy();
    const tuesday = day('Tuesday');
    await user.click(within(tuesday).getByRole('radio', { name: 'Custom hours' }));
    await user.clear(within(tuesday).getByLabelText('From'));
    await user.type(within(tuesday).getByLabelText('From'), '10:00');
    await user.clear(within(tuesday).getByLabelText('To'));
    await user.type(within(tuesday).getByLabelText('To'), '16:00');
    // Wednesday goes back to all its opening hours.
    await user.click(within(day('Wednesday')).getByRole('radio', { name: 'All opening hours' }));
    await user.type(screen.getByLabelText('Moves per booking'), '2');

    await user.click(saveButton());
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveProperty('disabled', true);
    answer.resolve();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Booking settings saved', {
        id: 'booking-settings',
      }),
    );
    expect(await callsTo('PUT', settingsPath)[0]?.request.json()).toEqual({
      slotLengthMinutes: 45,
      bookableChairs: 3,
      horizonDays: 60,
      bookingFee: 0,
      refundWindowHours: 24,
      moveLimit: 2,
      bookingHours: [{ weekday: 2, opens: '10:00', closes: '16:00' }],
    });
    expect(callsTo('PUT', settingsPath)[0]?.bearer).toBe('token-owner');
    // The saved settings are the form's new start: nothing left to save.
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(screen.getByLabelText('Booking fee (€)')).toHaveProperty('value', '0.00');
  });

  it('limits moves per booking, refuses more than 20, and sends no limit when left empty', async () => {
    const { callsTo } = server({ start: { ...saved, moveLimit: 3 } });
    const user = userEvent.setup();
    renderSlots();
    await slotLength();
    const moves = screen.getByLabelText('Moves per booking');
    expect(moves).toHaveProperty('value', '3');
    await user.clear(moves);
    await user.type(moves, '21');
    await user.click(saveButton());
    await waitFor(() => expect(moves.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo('PUT', settingsPath)).toHaveLength(0);

    await user.clear(moves);
    await user.click(saveButton());
    await waitFor(() => expect(callsTo('PUT', settingsPath)).toHaveLength(1));
    expect(await callsTo('PUT', settingsPath)[0]?.request.json()).toMatchObject({
      moveLimit: null,
    });
  });

  it('shows a refusal at the field the server names', async () => {
    server({
      refuse:
        'bookingHours.0: booking hours on Tuesday must lie within the opening hours 09:00-17:00',
    });
    const user = userEvent.setup();
    renderSlots();
    await slotLength();
    const tuesday = day('Tuesday');
    await user.click(within(tuesday).getByRole('radio', { name: 'Custom hours' }));
    await user.click(saveButton());
    expect(
      await within(tuesday).findByText(
        'This request could not be handled. Check the details and try again.',
      ),
    ).toBeTruthy();
    expect(within(tuesday).getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    server({ failLoad: true });
    const user = userEvent.setup();
    renderSlots();
    expect(
      await screen.findByText("Couldn't load the booking settings", {}, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' }));
    expect(await slotLength()).toHaveProperty('value', '30');
  });

  it('edits the reminder times and quiet hours, and saves them on their own', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderSlots();
    const panel = await screen.findByTestId('reminder-settings', {}, { timeout: 5000 });
    const first = within(panel).getByLabelText('Reminder 1') as HTMLSelectElement;
    expect(first.value).toBe('1440');
    expect(within(panel).getByLabelText('Reminder 2')).toHaveProperty('value', '120');
    expect(within(panel).getByLabelText('Quiet from')).toHaveProperty('value', '21:00');
    expect(within(panel).getByLabelText('Until')).toHaveProperty('value', '08:00');

    // Two days before instead of one, a third reminder 30 minutes before, quiet from 22:00.
    await user.selectOptions(first, '2880');
    await user.click(within(panel).getByRole('button', { name: 'Add a reminder' }));
    await user.selectOptions(within(panel).getByLabelText('Reminder 3'), '30');
    expect(within(panel).queryByRole('button', { name: 'Add a reminder' })).toBeNull();
    expect(within(panel).getByText('At most 3 reminders.')).toBeTruthy();
    const quietFrom = within(panel).getByLabelText('Quiet from');
    await user.clear(quietFrom);
    await user.type(quietFrom, '22:00');
    await user.click(within(panel).getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(vi.mocked(notify.success)).toHaveBeenCalledWith('Reminders saved', expect.anything()),
    );
    const put = callsTo('PUT', remindersPath).at(-1);
    expect(await put?.request.clone().json()).toEqual({
      offsetsMinutes: [2880, 120, 30],
      quietHours: { starts: '22:00', ends: '08:00' },
    });
    // The booking settings themselves were not sent.
    expect(callsTo('PUT', settingsPath)).toEqual([]);

    // Removing one and turning quiet hours off.
    await user.click(within(panel).getByRole('button', { name: 'Remove reminder 3' }));
    await user.click(within(panel).getByRole('switch', { name: 'Quiet hours' }));
    expect(within(panel).queryByLabelText('Quiet from')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(callsTo('PUT', remindersPath)).toHaveLength(2));
    expect(await callsTo('PUT', remindersPath)[1]?.request.clone().json()).toEqual({
      offsetsMinutes: [2880, 120],
      quietHours: null,
    });
  });

  it('says when the reminder times choose one twice, and sends nothing', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderSlots();
    const panel = await screen.findByTestId('reminder-settings', {}, { timeout: 5000 });
    await user.selectOptions(within(panel).getByLabelText('Reminder 2'), '1440');
    expect(within(panel).getByText('This time is already chosen.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Save reminders' }));
    expect(callsTo('PUT', remindersPath)).toEqual([]);
  });
});
