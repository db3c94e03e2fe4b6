import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatShopDateTime } from '@/lib/dates';
import { errorAnswer } from '@/testing/fake-server';
import { apiKey, keyIds, keysPath, madeKeySecret, twoKeys } from './api-keys.test-kit';
import { integrationsServer, renderPanel } from './integrations.test-kit';

const when = (instant: string) => formatShopDateTime(instant, 'en', browserTimeZone());
const keysPart = async () => within(await screen.findByRole('region', { name: 'API keys' }));
const keyCard = async (name: string) => within(await screen.findByRole('article', { name }));
const chipsOf = (card: Awaited<ReturnType<typeof keyCard>>) =>
  within(card.getByRole('list', { name: 'What it may do' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the API keys on the integrations page', () => {
  it('lists each key with how it starts, its scopes by name, who made it and its use', async () => {
    integrationsServer({ endpoints: [], keys: twoKeys() });
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading API keys…' })).toBeTruthy();

    const till = await keyCard('Till');
    expect(till.getByText('jono_key_Ab3d…')).toBeTruthy();
    expect(chipsOf(till)).toEqual(['Read the queue', 'Add walk-ins']);
    expect(
      till.getByText(
        `Made by Aino Owner on ${when('2026-11-20T08:00:00.000Z')} · Last used ${when('2026-11-24T10:15:00.000Z')}`,
      ),
    ).toBeTruthy();

    const website = await keyCard('Website');
    expect(chipsOf(website)).toEqual(['Read bookings', 'Read analytics']);
    expect(website.getByText(/Never used/)).toBeTruthy();
    expect(website.queryByText(/Last used/)).toBeNull();
    expect((await keysPart()).getByRole('button', { name: 'New API key' })).toBeTruthy();
  });

  it('makes a key, shows it once with how to send it, and lists it', async () => {
    const server = integrationsServer({ endpoints: [] });
    const user = userEvent.setup();
    renderPanel();
    const part = await keysPart();
    expect(await part.findByText('No API keys yet')).toBeTruthy();
    await user.click(part.getByRole('button', { name: 'New API key' }));
    const form = within(await screen.findByRole('dialog', { name: 'New API key' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), '  Booking widget ');
    await user.click(form.getByRole('checkbox', { name: 'Read bookings' }));
    await user.click(form.getByRole('checkbox', { name: 'Read the queue' }));
    const queue = form.getByRole('checkbox', {
      name: 'Read the queue',
      description: 'See who is waiting and who is being served. queue:read',
    });
    expect(queue).toHaveProperty('checked', true);
    await user.click(form.getByRole('button', { name: 'Make key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    const [post] = server.callsTo('POST', keysPath);
    expect(post && (await server.bodyOf(post))).toEqual({
      name: 'Booking widget',
      scopes: ['queue:read', 'bookings:read'],
    });
    expect(shown.getByRole('textbox', { name: 'API key' })).toHaveProperty('value', madeKeySecret);
    expect(shown.getByText('You will not see it again')).toBeTruthy();
    expect(shown.getByText('Authorization: Bearer <key>')).toBeTruthy();
    expect(shown.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    await user.click(shown.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const made = await keyCard('Booking widget');
    expect(chipsOf(made)).toEqual(['Read the queue', 'Read bookings']);
    expect(made.getByText(/Never used/)).toBeTruthy();
    expect(screen.queryByDisplayValue(madeKeySecret)).toBeNull();
    expect(screen.queryByText(madeKeySecret)).toBeNull();
  });

  it('sends nothing without a name and a scope', async () => {
    const server = integrationsServer({ endpoints: [], keys: [apiKey()] });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await (await keysPart()).findByRole('button', { name: 'New API key' }));
    const form = within(await screen.findByRole('dialog', { name: 'New API key' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(form.getByRole('button', { name: 'Make key' }));
    expect(await form.findByText('Enter a name')).toBeTruthy();
    expect(form.getByText('Choose at least one thing the key may do')).toBeTruthy();

    await user.type(form.getByRole('textbox', { name: 'Name' }), 'x'.repeat(81));
    await user.click(form.getByRole('checkbox', { name: 'Change bookings' }));
    await user.click(form.getByRole('button', { name: 'Make key' }));
    expect(await form.findByText('The name can be at most 80 characters')).toBeTruthy();
    expect(form.queryByText('Choose at least one thing the key may do')).toBeNull();
    expect(server.callsTo('POST', keysPath)).toEqual([]);
  });

  it("words the server's refusal of one key too many in the form, which stays open", async () => {
    integrationsServer({
      endpoints: [],
      refuse: (call) =>
        call.method === 'POST'
          ? errorAnswer(409, 'at most 20 keys', 'TOO_MANY_API_KEYS')
          : undefined,
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await (await keysPart()).findByRole('button', { name: 'New API key' }));
    const form = within(await screen.findByRole('dialog', { name: 'New API key' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Till');
    await user.click(form.getByRole('checkbox', { name: 'Add walk-ins' }));
    await user.click(form.getByRole('button', { name: 'Make key' }));

    expect((await form.findByRole('alert')).textContent).toContain(
      'A shop can keep at most 20 API keys. Revoke one to make another.',
    );
    expect(form.queryByText('at most 20 keys')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Till');
  });

  it('asks before revoking, does nothing when kept, and revokes when confirmed', async () => {
    const server = integrationsServer({ endpoints: [], keys: twoKeys() });
    const user = userEvent.setup();
    renderPanel();
    const revokePath = `${keysPath}/${keyIds.till}`;
    await user.click((await keyCard('Till')).getByRole('button', { name: 'Revoke' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Revoke this key?' }));
    expect(ask.getByText(/Software using this key stops working at once/)).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('DELETE', revokePath)).toEqual([]);

    await user.click((await keyCard('Till')).getByRole('button', { name: 'Revoke' }));
    const again = within(await screen.findByRole('dialog', { name: 'Revoke this key?' }));
    await user.click(again.getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Till' })).toBeNull());
    expect(server.callsTo('DELETE', revokePath)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await keyCard('Website')).toBeTruthy();
  });

  it('says when the keys could not load, and loads them on retry', async () => {
    let fail = true;
    integrationsServer({
      endpoints: [],
      keys: [apiKey()],
      refuse: (call) =>
        fail && call.path === keysPath
          ? errorAnswer(503, 'Down for a moment', 'SERVICE_UNAVAILABLE')
          : undefined,
    });
    const user = userEvent.setup();
    renderPanel();
    const part = await keysPart();
    expect(await part.findByText("Couldn't load the API keys")).toBeTruthy();
    fail = false;
    await user.click(part.getByRole('button', { name: 'Try again' }));
    expect(await keyCard('Till')).toBeTruthy();
  });
});
