import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { CustomerReach } from './customer-reach';

const renderReach = (reach: Parameters<typeof CustomerReach>[0]['reach']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <CustomerReach reach={reach} timezone="Europe/Helsinki" />
    </I18nextProvider>,
  );

describe('how staff see a customer can be reached', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names the channels and the last alert, on the shop’s clock', () => {
    // 08:42 UTC is 10:42 in Helsinki in November.
    renderReach({
      channels: ['push', 'email'],
      lastAlert: { status: 'delivered', at: '2026-11-24T08:42:00.000Z' },
    });
    expect(screen.getByTestId('customer-reach').textContent).toBe(
      'Alerts: PushEmailLast alert 10:42 delivered',
    );
  });

  it('says when nothing can reach the customer, and when the last alert failed, in Finnish', async () => {
    await act(() => i18n.changeLanguage('fi'));
    renderReach({ channels: [], lastAlert: { status: 'failed', at: '2026-11-24T08:42:00.000Z' } });
    expect(screen.getByTestId('customer-reach').textContent).toBe(
      'Ilmoitukset: Ei ilmoituskanavaaViimeisin ilmoitus klo 10:42 epäonnistui',
    );
  });
});
