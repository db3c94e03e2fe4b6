import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatShopDateTime } from '@/lib/dates';
import { errorAnswer } from '@/testing/fake-server';
import {
  cardOf,
  endpoint,
  firstSecret,
  ids,
  integrationsServer,
  renderPanel,
  renewedSecret,
} from './integrations.test-kit';

const when = (instant: string) => formatShopDateTime(instant, 'en', browserTimeZone());
const list = '/api/manage/webhooks';
const tillUrl = 'https://till.example/hooks/jono';
const crmUrl = 'https://crm.example/in';

describe('the integrations page', () => {
  it('lists each endpoint with its state, its events and its last attempt', async () => {
    integrationsServer();
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading endpoints…' })).toBeTruthy();

    const till = await cardOf(tillUrl);
    expect(till.getByText('Active')).toBeTruthy();
    expect(till.getByText('Till')).toBeTruthy();
    const events = till.getByRole('list', { name: '2 events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Walk-in joined', 'Booking paid']);
    expect(
      till.getByText(`Last attempt ${when('2026-11-24T10:15:00.000Z')}: HTTP 200`),
    ).toBeTruthy();
    expect(till.getByRole('button', { name: 'Switch off' })).toBeTruthy();
    expect(till.queryByRole('button', { name: 'Resume' })).toBeNull();

    const website = await cardOf('https://website.example/webhook');
    expect(website.getByText('Off')).toBeTruthy();
    expect(website.getByText('All events')).toBeTruthy();
    expect(website.getByText('Nothing sent yet')).toBeTruthy();
    expect(website.getByRole('button', { name: 'Switch on' })).toBeTruthy();

    const crm = await cardOf(crmUrl);
    expect(crm.getByText('Paused')).toBeTruthy();
    expect(crm.getByText(`Failing since ${when('2026-11-18T07:30:00.000Z')}`)).toBeTruthy();
    expect(
      crm.getByText(`Last attempt ${when('2026-11-21T07:30:00.000Z')}: no answer`),
    ).toBeTruthy();
    expect(crm.getByRole('button', { name: 'Send test event' })).toHaveProperty('disabled', true);
    expect(crm.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('resumes a paused endpoint', async () => {
    const server = integrationsServer();
    const user = userEvent.setup();
    renderPanel();
    await user.click((await cardOf(crmUrl)).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(server.callsTo('PATCH', `${list}/${ids.crm}`)).toHaveLength(1));
    const [patch] = server.callsTo('PATCH', `${list}/${ids.crm}`);
    expect(patch && (await server.bodyOf(patch))).toEqual({ enabled: true });
    const crm = await cardOf(crmUrl);
    expect(await crm.findByText('Active')).toBeTruthy();
    expect(crm.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(crm.queryByText(/Failing since/)).toBeNull();
  });

  it('adds an endpoint, shows its secret this once, and lists it', async () => {
    const server = integrationsServer({ endpoints: [] });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));

    // Nothing typed or chosen: the form says what is missing and sends nothing.
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByText('Enter the address')).toBeTruthy();
    expect(form.getByText('Choose at least one event')).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: 'Address (URL)' }), 'ftp://till.example');
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByText('Enter a full web address starting with https://')).toBeTruthy();
    expect(server.callsTo('POST', list)).toEqual([]);

    const address = form.getByRole('textbox', { name: 'Address (URL)' });
    await user.clear(address);
    await user.type(address, ' https://till.example/in ');
    await user.type(form.getByRole('textbox', { name: 'Description (optional)' }), 'Till');
    await user.click(form.getByRole('checkbox', { name: 'Bookings' }));
    await user.click(form.getByRole('checkbox', { name: 'Review posted' }));
    expect(form.getByText('5 of 12 chosen')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));

    const secret = within(await screen.findByRole('dialog', { name: 'Signing secret' }));
    const [post] = server.callsTo('POST', list);
    expect(post && (await server.bodyOf(post))).toEqual({
      url: 'https://till.example/in',
      description: 'Till',
      events: [
        'booking.created',
        'booking.paid',
        'booking.moved',
        'booking.cancelled',
        'review.posted',
      ],
    });
    expect(secret.getByRole('textbox', { name: 'Signing secret' })).toHaveProperty(
      'value',
      firstSecret,
    );
    expect(secret.getByText('You will not see it again')).toBeTruthy();
    await user.click(secret.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const added = await cardOf('https://till.example/in');
    expect(added.getByText('Active')).toBeTruthy();
    expect(added.getByText('Review posted')).toBeTruthy();
    expect(screen.queryByDisplayValue(firstSecret)).toBeNull();
    expect(screen.queryByText(firstSecret)).toBeNull();
  });

  it("words the server's refusal of an address in the form, which stays open", async () => {
    integrationsServer({
      endpoints: [],
      refuse: (call) =>
        call.method === 'POST'
          ? errorAnswer(422, 'must be a public address', 'WEBHOOK_ADDRESS_NOT_ALLOWED')
          : undefined,
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    await user.type(form.getByRole('textbox', { name: 'Address (URL)' }), 'https://10.0.0.5/');
    await user.click(form.getByRole('button', { name: 'Select all' }));
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));

    expect(
      (await form.findByRole('alert')).textContent?.includes(
        "This address can't receive webhooks: use a public https:// address",
      ),
    ).toBe(true);
    expect(form.queryByText('must be a public address')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Signing secret' })).toBeNull();
    expect(form.getByRole('textbox', { name: 'Address (URL)' })).toHaveProperty(
      'value',
      'https://10.0.0.5/',
    );
  });

  it('asks before deleting, does nothing when kept, and deletes when confirmed', async () => {
    const server = integrationsServer();
    const user = userEvent.setup();
    renderPanel();
    const till = await cardOf(tillUrl);
    await user.click(till.getByRole('button', { name: 'Delete' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Delete this endpoint?' }));
    expect(ask.getByText(/delivery log is deleted with it/)).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('DELETE', `${list}/${ids.till}`)).toEqual([]);

    await user.click(till.getByRole('button', { name: 'Delete' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete this endpoint?' }));
    await user.click(again.getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: tillUrl })).toBeNull());
    expect(server.callsTo('DELETE', `${list}/${ids.till}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await cardOf(crmUrl)).toBeTruthy();
  });

  it('asks before a new secret, then shows the new one once', async () => {
    const server = integrationsServer();
    const user = userEvent.setup();
    renderPanel();
    await user.click((await cardOf(tillUrl)).getByRole('button', { name: 'Renew secret' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Renew the signing secret?' }));
    expect(ask.getByText(/old secret stops working at once/)).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Renew secret' }));

    const secret = within(await screen.findByRole('dialog', { name: 'Signing secret' }));
    expect(server.callsTo('POST', `${list}/${ids.till}/secret`)).toHaveLength(1);
    expect(secret.getByRole('textbox', { name: 'Signing secret' })).toHaveProperty(
      'value',
      renewedSecret,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('changes the events of an endpoint', async () => {
    const server = integrationsServer({ endpoints: [endpoint()] });
    const user = userEvent.setup();
    renderPanel();
    await user.click((await cardOf(tillUrl)).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit endpoint' }));
    expect(form.getByRole('checkbox', { name: 'Walk-in joined' })).toHaveProperty('checked', true);
    await user.click(form.getByRole('checkbox', { name: 'Booking paid' }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.callsTo('PATCH', `${list}/${ids.till}`)).toHaveLength(1));
    const [patch] = server.callsTo('PATCH', `${list}/${ids.till}`);
    expect(patch && (await server.bodyOf(patch))).toEqual({
      url: tillUrl,
      description: 'Till',
      events: ['walk_in.joined'],
    });
    expect(await (await cardOf(tillUrl)).findByRole('list', { name: '1 event' })).toBeTruthy();
  });

  it('says when the list could not load, and loads it on retry', async () => {
    let fail = true;
    integrationsServer({
      refuse: (call) =>
        fail && call.path === list
          ? errorAnswer(503, 'Down for a moment', 'SERVICE_UNAVAILABLE')
          : undefined,
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText("Couldn't load the endpoints")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf(tillUrl)).toBeTruthy();
  });

  it('tells how a receiver checks a request', async () => {
    integrationsServer({ endpoints: [] });
    renderPanel();
    expect(
      await screen.findByText(/Jono-Signature header \(an HMAC-SHA256 of timestamp\.body/),
    ).toBeTruthy();
    expect(screen.getByText(/Jono-Event-Id header/)).toBeTruthy();
  });
});
