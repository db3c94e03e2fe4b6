import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
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
