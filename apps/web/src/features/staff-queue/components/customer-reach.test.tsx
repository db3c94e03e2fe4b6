import type { CustomerReach as Reach } from '@jono/contract/api/order-alerts';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { CustomerReach } from './customer-reach';

const renderReach = (reach: Reach) =>
  render(
    <I18nextProvider i18n={i18n}>
      <CustomerReach reach={reach} timezone="Europe/Helsinki" />
    </I18nextProvider>,
  );

// 08:42 UTC is 10:42 in Helsinki in November.
const at = '2026-11-24T08:42:00.000Z';
const reachText = () => screen.getByTestId('customer-reach').textContent;
const lastAlertNote = (words: string) => screen.getByText(words).closest('span');

describe('how staff see a customer can be reached', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names the channels in order and the last alert, on the shop’s clock', () => {
    renderReach({
      channels: ['email', 'text', 'push'],
      lastAlert: { status: 'delivered', channel: 'text', at },
    });
    expect(reachText()).toBe('Alerts: PushTextEmailText delivered 10:42');
    expect(lastAlertNote('Text delivered 10:42')?.className).toContain('text-emerald-700');
  });

  it.each([
    ['push', 'sent', 'Push sent 10:42', 'text-amber-700'],
    ['text', 'sent', 'Text sent 10:42', 'text-amber-700'],
    ['mail', 'delivered', 'Mail delivered 10:42', 'text-emerald-700'],
    ['text', 'failed', 'Text failed 10:42', 'text-red-700'],
    [null, 'failed', 'Failed 10:42', 'text-red-700'],
    [null, 'sent', 'Sent 10:42', 'text-amber-700'],
  ] as const)('words a %s alert that was %s as “%s”', (channel, status, words, colour) => {
    renderReach({ channels: ['push', 'text'], lastAlert: { status, channel, at } });
    expect(lastAlertNote(words)?.className).toContain(colour);
  });

  it('says when nothing can reach the customer, and when the last alert failed, in Finnish', async () => {
    await act(() => i18n.changeLanguage('fi'));
    renderReach({ channels: [], lastAlert: { status: 'failed', channel: 'text', at } });
    expect(reachText()).toBe('Ilmoitukset: Ei ilmoituskanavaaTekstiviesti epäonnistui klo 10:42');
  });

  it('shows no last alert before one was sent', () => {
    renderReach({ channels: ['text'], lastAlert: null });
    expect(reachText()).toBe('Alerts: Text');
  });
});
