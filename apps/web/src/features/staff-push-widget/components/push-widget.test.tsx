import type { PushWidgetSeconds } from '@jono/contract/api/auth';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { PushNotice } from '../utils/push-notice';
import { PushWidget } from './push-widget';

const walkIn: PushNotice = {
  id: 'walkIn:order-1',
  kind: 'walkIn',
  shortCode: 'K7M2QD',
  customerName: 'Aino Virtanen',
  link: 'queue',
  to: '/dashboard/appointments',
};
const refund: PushNotice = {
  id: 'refundRequest:booking-1',
  kind: 'refundRequest',
  shortCode: 'P4XW9R',
  customerName: 'Mikko Korhonen',
  link: 'refunds',
  to: '/dashboard/queue-refundes',
};

/** The widget as the dashboard holds it: notices come in, closing one drops it. */
function renderWidget(seconds: PushWidgetSeconds) {
  let add: (notice: PushNotice) => void = () => {};
  function Dashboard() {
    const [notices, setNotices] = useState<PushNotice[]>([]);
    add = (notice) => setNotices((shown) => [...shown, notice]);
    return (
      <>
        <input aria-label="Search customers" />
        <PushWidget
          notices={notices}
          seconds={seconds}
          onDismiss={(id) => setNotices((shown) => shown.filter((notice) => notice.id !== id))}
          onDismissAll={() => setNotices([])}
        />
      </>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { announce: (notice: PushNotice) => act(() => add(notice)) };
}

const region = () => screen.getByRole('status', { name: 'New at the shop' });
const cards = () => within(region()).queryAllByRole('article');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the staff push widget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads a new notice out politely without taking the focus: what happened, the customer's code and name, a link", () => {
    const { announce } = renderWidget(3);
    // The live region is in the page before anything is said in it.
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(cards()).toHaveLength(0);
    const search = screen.getByLabelText('Search customers');
    search.focus();

    announce(walkIn);

    const card = within(region()).getByRole('article', { name: 'New walk-in' });
    expect(within(card).getByTestId('short-code').textContent).toBe('Code: K7M-2QD');
    expect(card.textContent).toContain('Aino Virtanen');
    expect(within(card).getByRole('link', { name: 'Open the queue' }).getAttribute('href')).toBe(
      '/dashboard/appointments',
    );
    expect(document.activeElement).toBe(search);
  });

  it.each([3, 5, 10] as const)('closes a notice after %i seconds', (seconds) => {
    const { announce } = renderWidget(seconds);
    announce(walkIn);
    wait(seconds * 1000 - 1);
    expect(cards()).toHaveLength(1);
    wait(1);
    expect(cards()).toHaveLength(0);
  });

  it('keeps a notice until it is closed with 0, and its button closes it', () => {
    const { announce } = renderWidget(0);
    announce(walkIn);
    wait(10 * 60_000);
    expect(cards()).toHaveLength(1);
    fireEvent.click(within(region()).getByRole('button', { name: 'Close' }));
    expect(cards()).toHaveLength(0);
  });

  it('gives each notice its own time', () => {
    const { announce } = renderWidget(3);
    announce(walkIn);
    wait(2000);
    announce(refund);
    wait(1000);
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Refund requested']);
    wait(2000);
    expect(cards()).toHaveLength(0);
  });

  it('closes on Escape, but leaves Escape to an open dialog', () => {
    const { announce } = renderWidget(0);
    announce(walkIn);
    announce(refund);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(cards()).toHaveLength(2);

    dialog.remove();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(cards()).toHaveLength(0);
  });

  it('holds its countdown while pointed at', () => {
    const { announce } = renderWidget(3);
    announce(walkIn);
    const [card] = cards();
    fireEvent.mouseEnter(card as HTMLElement);
    wait(60_000);
    expect(cards()).toHaveLength(1);
    fireEvent.mouseLeave(card as HTMLElement);
    wait(3000);
    expect(cards()).toHaveLength(0);
  });

  it('holds its countdown while it has the keyboard focus, and closing it gives the focus back', () => {
    const { announce } = renderWidget(3);
    announce(walkIn);
    const search = screen.getByLabelText('Search customers');
    search.focus();
    const close = within(region()).getByRole('button', { name: 'Close' });
    // Tabbing from the search field to the card.
    act(() => close.focus());
    wait(60_000);
    expect(cards()).toHaveLength(1);

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(cards()).toHaveLength(0);
    expect(document.activeElement).toBe(search);
  });
});
