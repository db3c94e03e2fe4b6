import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DateField } from './date-field';

/** A form's side of the field: it holds the value and hears every change. */
function Form({
  initial = '',
  onValue = () => {},
  ...props
}: {
  initial?: string;
  onValue?: (value: string) => void;
  min?: string;
  max?: string;
  today?: string;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Starts on"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        {...props}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2026-12-24')}>
        Christmas Eve
      </button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Starts on' });
const shownValue = () => screen.getByTestId('value').textContent;

describe('DateField', () => {
  it.each([
    ['fi', 'pp.kk.vvvv', '25.11.2026', 'Muoto: pp.kk.vvvv'],
    ['sv', 'åååå-mm-dd', '2026-11-25', 'Format: åååå-mm-dd'],
    ['es', 'dd/mm/aaaa', '25/11/2026', 'Formato: dd/mm/aaaa'],
    ['en', 'dd/mm/yyyy', '25/11/2026', 'Format: dd/mm/yyyy'],
  ])(
    'in %s shows the date and asks for it the language’s way',
    async (language, pattern, shown, format) => {
      await act(() => i18n.changeLanguage(language));
      render(<Form initial="2026-11-25" />);
      expect(input()).toHaveProperty('value', shown);
      expect(input().getAttribute('placeholder')).toBe(pattern);
      expect(input().getAttribute('type')).toBe('text');
      expect(input().getAttribute('inputmode')).toBe('numeric');
      const description = input().getAttribute('aria-describedby') ?? '';
      const described = description
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      expect(described).toBe(format);
    },
  );

  it('hands on the ISO date as soon as it is readable, however it was typed', async () => {
    await act(() => i18n.changeLanguage('fi'));
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    await user.type(input(), '5/1/27');
    expect(shownValue()).toBe('2027-01-05');
    // Leaving the field writes it the language's way.
    await user.tab();
    expect(input()).toHaveProperty('value', '5.1.2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-01-05');
  });

  it('says what is wrong on leaving a date it cannot read, and clears it once the date is right', async () => {
    await act(() => i18n.changeLanguage('fi'));
    const user = userEvent.setup();
    render(<Form today="2026-11-25" />);
    await user.type(input(), '11/25/2026');
    // Nothing is said while typing.
    expect(input().getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(shownValue()).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const message = 'Kirjoita päivämäärä muodossa pp.kk.vvvv, esim. 25.11.2026.';
    expect(screen.getByText(message)).toBeTruthy();
    expect(input().getAttribute('aria-describedby')).toContain(
      screen.getByText(message).getAttribute('id'),
    );

    await user.clear(input());
    await user.type(input(), '25.11.2026');
    expect(screen.queryByText(message)).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(shownValue()).toBe('2026-11-25');
  });

  it('keeps to min and max, in words of the language', async () => {
    const user = userEvent.setup();
    render(<Form min="2026-11-01" max="2026-11-25" />);
    await user.type(input(), '26/11/2026');
    await user.tab();
    expect(screen.getByText('Choose a date no later than 25/11/2026.')).toBeTruthy();
    expect(shownValue()).toBe('');
    await user.clear(input());
    await user.type(input(), '31/10/2026{Enter}');
    expect(screen.getByText('Choose a date no earlier than 01/11/2026.')).toBeTruthy();
  });

  it('shows the form’s own error when the text itself is fine', () => {
    render(<Form initial="2026-11-25" error="A holiday cannot end in the past" />);
    expect(screen.getByText('A holiday cannot end in the past')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('steps a day with the arrow keys, within max, and starts from today', async () => {
    const user = userEvent.setup();
    render(<Form max="2026-11-25" today="2026-11-25" />);
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveProperty('value', '25/11/2026');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(shownValue()).toBe('2026-11-23');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(shownValue()).toBe('2026-11-25');
  });

  it('shows a value the form sets, and follows a change of language', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11-25" />);
    await user.click(screen.getByRole('button', { name: 'Christmas Eve' }));
    expect(input()).toHaveProperty('value', '24/12/2026');
    await act(() => i18n.changeLanguage('sv'));
    expect(input()).toHaveProperty('value', '2026-12-24');
  });

  it('offers a month to pick from, keyboard and all, within max', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11-20" max="2026-11-25" />);
    const button = screen.getByRole('button', { name: 'Starts on: choose from calendar' });
    await user.click(button);
    const popup = screen.getByRole('dialog', { name: 'Starts on' });
    expect(within(popup).getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    // The focus starts on the field's date.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, 20 November 2026');
    expect(within(popup).getByTestId('calendar-day-2026-11-26').getAttribute('aria-disabled')).toBe(
      'true',
    );

    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(shownValue()).toBe('2026-11-21');
    expect(input()).toHaveProperty('value', '21/11/2026');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(shownValue()).toBe('2026-11-21');
  });

  it('carries the focus over into the next month and year', async () => {
    const user = userEvent.setup();
    render(<Form initial="2027-12-30" />);
    await user.click(screen.getByRole('button', { name: 'Starts on: choose from calendar' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownValue()).toBe('2028-01-01');
  });
});
