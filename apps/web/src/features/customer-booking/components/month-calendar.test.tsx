import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { monthFixture } from '@/testing/booking-fixtures';
import { MonthCalendar } from './month-calendar';

// Today is Tue 24 Nov 2026; the horizon ends on 10 Dec. Sundays are closed, the 28th is full.
const november = monthFixture({
  month: '2026-11',
  today: '2026-11-24',
  lastDate: '2026-12-10',
  statuses: { '2026-11-28': 'full', '2026-11-29': 'closed' },
});
const december = monthFixture({
  month: '2026-12',
  today: '2026-11-24',
  lastDate: '2026-12-10',
  statuses: { '2026-12-06': 'closed' },
});

function Calendar({ onSelect = () => {} }: { onSelect?: (date: string) => void }) {
  const [month, setMonth] = useState('2026-11');
  const [selected, setSelected] = useState('2026-11-25');
  return (
    <MonthCalendar
      month={month}
      onMonthChange={setMonth}
      days={month === '2026-11' ? november.days : december.days}
      firstMonth="2026-11"
      lastMonth="2026-12"
      selectedDate={selected}
      onSelect={(date) => {
        setSelected(date);
        onSelect(date);
      }}
      isLoading={false}
    />
  );
}

function renderCalendar(onSelect?: (date: string) => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Calendar onSelect={onSelect} />
    </I18nextProvider>,
  );
}

const day = (date: string) => screen.getByTestId(`calendar-day-${date}`);

describe('the booking calendar', () => {
  it('names each day and says why the greyed-out ones cannot be booked', () => {
    renderCalendar();
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(day('2026-11-26').getAttribute('aria-label')).toBe(
      'Thursday, 26 November 2026, 5 free times',
    );
    expect(day('2026-11-26').getAttribute('aria-disabled')).toBeNull();
    // A full day can be chosen for its waitlist.
    expect(day('2026-11-28').getAttribute('aria-label')).toBe(
      'Saturday, 28 November 2026, fully booked',
    );
    expect(day('2026-11-28').getAttribute('aria-disabled')).toBeNull();
    const greyed = {
      '2026-11-23': 'Monday, 23 November 2026, already passed',
      '2026-11-29': 'Sunday, 29 November 2026, closed',
    };
    for (const [date, label] of Object.entries(greyed)) {
      expect(day(date).getAttribute('aria-label')).toBe(label);
      expect(day(date).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('marks the chosen day, chooses open and full days on click and ignores greyed ones', async () => {
    const onSelect = vi.fn();
    renderCalendar(onSelect);
    expect(day('2026-11-25').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(day('2026-11-23'));
    await userEvent.click(day('2026-11-29'));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(day('2026-11-28'));
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-28');
    await userEvent.click(day('2026-11-27'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-27');
    expect(day('2026-11-27').getAttribute('aria-pressed')).toBe('true');
    expect(day('2026-11-25').getAttribute('aria-pressed')).toBe('false');
  });

  it('is one tab stop, moved with the arrow keys, Home, End and Page Down into the next month', async () => {
    const onSelect = vi.fn();
    renderCalendar(onSelect);
    await userEvent.tab();
    await userEvent.tab();
    // The month buttons come first (previous is disabled in the first month), then the chosen day.
    expect(document.activeElement).toBe(day('2026-11-25'));
    const grid = screen.getByRole('grid');
    expect([...grid.querySelectorAll('button')].filter((b) => b.tabIndex === 0)).toEqual([
      day('2026-11-25'),
    ]);

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-11-26'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('2026-12-03'));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(day('2026-11-30'));
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(day('2026-12-06'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(day('2026-11-29'));
    // Enter on a closed day does nothing; on a full day (for its waitlist) or an open one it chooses it.
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-28');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(onSelect).toHaveBeenCalledWith('2026-11-27');
    expect(day('2026-11-27').getAttribute('aria-pressed')).toBe('true');
  });

  it('stays inside the booking window', async () => {
    renderCalendar();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous).toHaveProperty('disabled', true);
    await userEvent.click(next);
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    expect(day('2026-12-11').getAttribute('aria-label')).toBe(
      'Friday, 11 December 2026, not open for booking yet',
    );
    // Page Down past the last bookable month goes nowhere.
    day('2026-12-03').focus();
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toBe(day('2026-12-03'));
    await userEvent.keyboard('{PageUp}');
    expect(document.activeElement).toBe(day('2026-11-03'));
    expect(previous).toHaveProperty('disabled', true);
  });
});
