import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonAnswer } from '@/testing/fake-server';
import {
  bodyOf,
  ids,
  memberServices,
  onWednesday,
  renderSchedule,
  scheduleServer,
} from './team-schedule.test-kit';

const servicesPath = (userId: string) => `/api/team/${userId}/services`;

async function openServices(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit services of ${name}` }));
  return screen.getByRole('dialog', { name: `Services of ${name}` });
}

describe('editing a member’s services', () => {
  beforeEach(onWednesday);
  afterEach(() => vi.useRealTimers());

  it('shows their terms beside the list’s and what their visits measured, and saves every service', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openServices(user, 'Aino Virtanen');
    const haircut = await within(dialog).findByRole('group', { name: 'Haircut' });
    expect(within(haircut).getByLabelText('Price')).toHaveProperty('value', '25.00');
    expect(within(haircut).getByText('List: €30.00')).toBeTruthy();
    expect(within(haircut).getByText('Measured 38 mins over 41 visits')).toBeTruthy();
    // Taking the measured minutes is one press.
    await user.click(within(haircut).getByRole('button', { name: 'Use 38 mins' }));
    expect(within(haircut).getByLabelText('Minutes')).toHaveProperty('value', '38');
    // They stop doing beard trims: the price and minutes go.
    const beard = within(dialog).getByRole('group', { name: 'Beard trim' });
    await user.click(within(beard).getByRole('switch', { name: /Beard trim/ }));
    expect(within(beard).queryByLabelText('Price')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save services' }));

    await waitFor(() => expect(callsTo('PUT', servicesPath(ids.aino))).toHaveLength(1));
    expect(await bodyOf(callsTo('PUT', servicesPath(ids.aino))[0])).toEqual({
      services: [
        {
          serviceId: 'e0e0e0e0-0000-4000-8000-000000000001',
          offered: true,
          price: 25,
          duration: 38,
        },
        {
          serviceId: 'e0e0e0e0-0000-4000-8000-000000000002',
          offered: false,
          price: null,
          duration: null,
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names a service whose price or minutes are not a price or minutes, and sends nothing', async () => {
    const { callsTo } = scheduleServer();
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openServices(user, 'Aino Virtanen');
    const beard = await within(dialog).findByRole('group', { name: 'Beard trim' });
    await user.type(within(beard).getByLabelText('Minutes'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save services' }));
    expect(
      await within(dialog).findByText(
        'Check the price and minutes of Beard trim: a price like 25.50, minutes from 5 to 480.',
      ),
    ).toBeTruthy();
    expect(callsTo('PUT', servicesPath(ids.aino))).toHaveLength(0);
  });

  it('says when the services could not be loaded, and tries again', async () => {
    let calls = 0;
    scheduleServer({
      services: (call) =>
        ++calls === 1
          ? errorAnswer(503, 'Database unavailable', 'SERVICE_UNAVAILABLE')
          : jsonAnswer(200, { ok: true, data: memberServices(call.path) }),
    });
    const user = userEvent.setup();
    renderSchedule();
    const dialog = await openServices(user, 'Aino Virtanen');
    expect(await within(dialog).findByText('The services could not be loaded')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /Try again/ }));
    expect(await within(dialog).findByRole('group', { name: 'Haircut' })).toBeTruthy();
  });
});
