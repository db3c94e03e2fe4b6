import type { Holiday, StaffBooking } from '@jono/contract/api/staff-booking';
import { addDays } from '@jono/contract/rules/local-date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { notify } from '@/lib/toast';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { booking, bookingIds, shopToday } from './fixtures';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const holidaysPath = '/api/staff/holidays';
const conflictsPath = '/api/staff/holidays/conflicts';
const today = shopToday();
const holidayIds = {
  summer: 'e5a9c3f5-6b8d-4e0a-8c4f-7d9e1a3c5f6b',
  now: 'f6b0d4a6-7c9e-4f1b-9d5a-8e0f2b4d6a7c',
  added: 'a7c1e5b7-8d0f-4a2c-8e6b-9f1a3c5e7b8d',
} as const;
const summer: Holiday = {
  id: holidayIds.summer,
  startsOn: '2027-07-01',
  endsOn: '2027-07-21',
  note: 'Summer break',
};
const current: Holiday = { id: holidayIds.now, startsOn: today, endsOn: today, note: '' };

const query = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.request.url ?? 'http://x/').searchParams);

/**
 * The staff API as the server keeps it: holidays are added and deleted; `covered` are the
 * live bookings a range covers (before saving, and in the answer of the save).
 */
function server({
  holidays = [summer],
  covered = () => [],
  refuse,
}: {
  holidays?: Holiday[];
  covered?: () => StaffBooking[];
  refuse?: string;
} = {}) {
  let list = holidays;
  return fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    if (call.method === 'GET' && call.path === holidaysPath) {
      return jsonAnswer(200, { ok: true, data: list });
    }
    if (call.method === 'GET' && call.path === conflictsPath) {
      return jsonAnswer(200, { ok: true, data: covered() });
    }
    if (call.method === 'POST' && call.path === holidaysPath) {
      if (refuse) return errorAnswer(400, refuse, 'BAD_REQUEST');
      const body = (await call.request.clone().json()) as Omit<Holiday, 'id'>;
      const holiday = { id: holidayIds.added, ...body };
      list = [...list, holiday].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
      return jsonAnswer(201, {
        ok: true,
        message: 'Holiday saved',
        data: { holiday, conflicts: covered() },
      });
    }
    if (call.method === 'DELETE' && call.path.startsWith(`${holidaysPath}/`)) {
      const id = call.path.split('/').at(-1);
      list = list.filter((holiday) => holiday.id !== id);
      return jsonAnswer(200, { ok: true, data: list });
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

const renderHolidays = () =>
  renderApp('/dashboard/manage-booking/holidays', { auth: authFor('receptionist') });
const listOf = () => screen.getByRole('region', { name: 'Current and upcoming holidays' });

/** 'YYYY-MM-DD' as someone writes it in English: day first, "24/12/2027". */
const typedInEnglish = (date: string) => date.split('-').reverse().join('/');

async function fillRange(user: UserEvent, startsOn: string, endsOn: string) {
  await user.type(screen.getByLabelText('First day'), typedInEnglish(startsOn));
  await user.type(screen.getByLabelText('Last day'), typedInEnglish(endsOn));
}

const aino = booking('2027-07-02');
const mikko = booking('2027-07-03', {
  id: bookingIds.mikko,
  customerName: 'Mikko Korhonen',
  phone: '+358407654321',
  timeRange: '14:00 - 14:30',
});

describe('holidays page', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
  });

  it('lists the current and coming holidays with their days and notes', async () => {
    server({ holidays: [current, summer] });
    renderHolidays();
    expect(
      await screen.findByRole('status', { name: 'Loading the holidays…' }, { timeout: 5000 }),
    ).toBeTruthy();
    await screen.findAllByTestId('holiday', {}, { timeout: 5000 });
    const rows = within(listOf()).getAllByTestId('holiday');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('1 day')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Now')).toBeTruthy();
    const summerRow = screen.getByRole('listitem', {
      name: 'Thursday, 1 July 2027 – Wednesday, 21 July 2027',
    });
    expect(within(summerRow).getByText('21 days')).toBeTruthy();
    expect(within(summerRow).getByText('Summer break')).toBeTruthy();
    expect(within(summerRow).queryByText('Now')).toBeNull();
  });

  it('says when there are none', async () => {
    server({ holidays: [] });
    renderHolidays();
    expect(await screen.findByText('No holidays planned.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('adds a holiday that covers no bookings straight away', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderHolidays();
    await screen.findAllByTestId('holiday', {}, { timeout: 5000 });
    await fillRange(user, '2027-12-24', '2027-12-26');
    await user.type(screen.getByLabelText('Note (optional)'), ' Christmas ');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));

    await waitFor(() => expect(callsTo('POST', holidaysPath)).toHaveLength(1));
    expect(query(callsTo('GET', conflictsPath)[0])).toEqual({
      startsOn: '2027-12-24',
      endsOn: '2027-12-26',
    });
    expect(await callsTo('POST', holidaysPath)[0]?.request.json()).toEqual({
      startsOn: '2027-12-24',
      endsOn: '2027-12-26',
      note: 'Christmas',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Holiday added: Friday, 24 December 2027 – Sunday, 26 December 2027',
        { id: 'holiday' },
      ),
    );
    expect(
      await within(listOf()).findByRole('listitem', {
        name: 'Friday, 24 December 2027 – Sunday, 26 December 2027',
      }),
    ).toBeTruthy();
    // The form is empty again for the next one.
    expect(screen.getByLabelText('First day')).toHaveProperty('value', '');
  });

  it('refuses a holiday that ends before it starts, at the field, without asking the server', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    renderHolidays();
    await screen.findAllByTestId('holiday', {}, { timeout: 5000 });
    const reads = calls.length;
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findAllByText('Choose a date.')).toHaveLength(2);

    await fillRange(user, '2027-05-10', '2027-05-08');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('The holiday cannot end before it starts.')).toBeTruthy();
    expect(screen.getByLabelText('Last day').getAttribute('aria-invalid')).toBe('true');
    expect(calls.slice(reads).filter((call) => call.path.startsWith(holidaysPath))).toEqual([]);
  });

  it('warns with the bookings a holiday covers, and saves only when confirmed', async () => {
    const { callsTo } = server({ covered: () => [aino, mikko] });
    const user = userEvent.setup();
    renderHolidays();
    await screen.findAllByTestId('holiday', {}, { timeout: 5000 });
    await fillRange(user, '2027-07-01', '2027-07-05');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));

    const dialog = await screen.findByRole('dialog', {
      name: '2 bookings fall on this holiday',
    });
    const listed = within(dialog).getByTestId('conflicts');
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Aino Virtanen.*Fri 2 Jul · 10:00 - 10:40.*\+358 40 1234567$/),
      expect.stringMatching(/^Mikko Korhonen.*Sat 3 Jul · 14:00 - 14:30.*\+358 40 7654321$/),
    ]);
    // The safe choice has the focus; going back saves nothing.
    const back = within(dialog).getByRole('button', { name: 'Go back' });
    expect(document.activeElement).toBe(back);
    await user.click(back);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST', holidaysPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Add holiday anyway' }));
    await waitFor(() => expect(callsTo('POST', holidaysPath)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // After saving, the answer's own list stays on the page until dismissed.
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain(
      '2 bookings fall on the holiday Thursday, 1 July 2027 – Monday, 5 July 2027',
    );
    expect(within(warning).getByText('Mikko Korhonen')).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the refusal at the field the server names', async () => {
    server({ refuse: 'endsOn: a holiday cannot end in the past' });
    const user = userEvent.setup();
    renderHolidays();
    await screen.findAllByTestId('holiday', {}, { timeout: 5000 });
    await fillRange(user, addDays(today, 1), addDays(today, 2));
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(
      await screen.findByText(
        'This request could not be handled. Check the details and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Last day').getAttribute('aria-invalid')).toBe('true');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('deletes a holiday after asking', async () => {
    const { callsTo } = server({ holidays: [current, summer] });
    const user = userEvent.setup();
    renderHolidays();
    await screen.findAllByTestId('holiday', {}, { timeout: 5000 });
    await user.click(
      screen.getByRole('button', {
        name: 'Delete holiday Thursday, 1 July 2027 – Wednesday, 21 July 2027',
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Delete the holiday Thursday, 1 July 2027 – Wednesday, 21 July 2027?',
    });
    expect(within(dialog).getByText('Customers can book these days again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo('DELETE', `${holidaysPath}/${holidayIds.summer}`)).toHaveLength(1),
    );
    await waitFor(() => expect(within(listOf()).getAllByTestId('holiday')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith(
      'Holiday deleted: Thursday, 1 July 2027 – Wednesday, 21 July 2027',
      { id: 'holiday' },
    );
  });
});
