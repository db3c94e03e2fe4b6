import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { TimeField } from './time-field';

function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField label="Opens" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Opens' });
const shownValue = () => screen.getByTestId('value').textContent;

describe('TimeField', () => {
  it.each([
    ['fi', 'tt:mm'],
    ['sv', 'tt:mm'],
    ['es', 'hh:mm'],
    ['en', 'hh:mm'],
  ])('in %s shows a 24-hour time and asks for %s', async (language, pattern) => {
    await act(() => i18n.changeLanguage(language));
    render(<Form initial="17:30" />);
    expect(input()).toHaveProperty('value', '17:30');
    expect(input().getAttribute('placeholder')).toBe(pattern);
    expect(input().getAttribute('inputmode')).toBe('numeric');
  });

  it('reads a time however it is typed and writes it HH:mm on leaving', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(input(), '930');
    expect(shownValue()).toBe('09:30');
    await user.tab();
    expect(input()).toHaveProperty('value', '09:30');
    await user.clear(input());
    await user.type(input(), '17.05');
    expect(shownValue()).toBe('17:05');
  });

  it('refuses AM/PM and times past midnight, in words of the language', async () => {
    await act(() => i18n.changeLanguage('fi'));
    const user = userEvent.setup();
    render(<Form initial="09:00" />);
    await user.clear(input());
    await user.type(input(), '5:30 PM');
    await user.tab();
    expect(shownValue()).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Kirjoita kellonaika muodossa tt:mm, esim. 17:30.')).toBeTruthy();
  });

  it('steps a quarter of an hour with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Form initial="09:07" />);
    await user.click(input());
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveProperty('value', '09:15');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(shownValue()).toBe('08:45');
  });
});
