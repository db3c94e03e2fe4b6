import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { dayFixture } from '@/testing/booking-fixtures';
import { SlotGrid } from './slot-grid';

const inI18n = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const label = 'Free times on Thursday 26 November 2026';

describe('the free times of a day', () => {
  it('shows placeholders while the times load', () => {
    inI18n(
      <SlotGrid
        state={{ kind: 'loading' }}
        selectedTime={null}
        onSelect={() => {}}
        label={label}
      />,
    );
    const loading = screen.getByRole('status', { name: 'Loading the free times…' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says when the day has no free time and points to another day', () => {
    inI18n(
      <SlotGrid
        state={{ kind: 'ready', slots: [] }}
        selectedTime={null}
        onSelect={() => {}}
        label={label}
      />,
    );
    expect(screen.getByText('No free times on this day')).toBeTruthy();
    expect(screen.getByText('Pick another day in the calendar.')).toBeTruthy();
  });

  it('shows a failure with the reason and a retry', async () => {
    const onRetry = vi.fn();
    inI18n(
      <SlotGrid
        state={{ kind: 'error', message: 'something went wrong!', onRetry }}
        selectedTime={null}
        onSelect={() => {}}
        label={label}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the free times.");
    expect(alert.textContent).toContain('something went wrong!');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists the times as buttons and marks the chosen one', async () => {
    const onSelect = vi.fn();
    const day = dayFixture('2026-11-26', ['09:00', '09:30', '10:00']);
    inI18n(
      <SlotGrid
        state={{ kind: 'ready', slots: day.slots }}
        selectedTime="09:30"
        onSelect={onSelect}
        label={label}
      />,
    );
    const list = screen.getByRole('list', { name: label });
    expect(list.querySelectorAll('button')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '09:30' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '10:00' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: '10:00' }));
    expect(onSelect).toHaveBeenCalledWith(day.slots[2]);
  });
});
