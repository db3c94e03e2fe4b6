import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formatDateInput } from '@/lib/date-input';
import { i18n } from '@/lib/i18n';
import type { Period } from '../utils/period';
import { PeriodPicker } from './period-picker';

const picker = (period: Period, today: string) => (
  <I18nextProvider i18n={i18n}>
    <PeriodPicker period={period} today={today} onPreset={() => {}} onRange={() => {}} />
  </I18nextProvider>
);

describe('the period picker', () => {
  it('keeps "Custom" open when the shop’s clock moves the preset’s dates, and shows the new ones', async () => {
    const user = userEvent.setup();
    // Opened in the browser's zone, where it is still the 6th...
    const { rerender } = render(
      picker({ choice: '7d', from: '2026-11-30', to: '2026-12-06' }, '2026-12-06'),
    );
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByRole('form', { name: 'Custom period' })).toBeTruthy();
    // ...then counted on the shop's clock, where the 7th has begun.
    rerender(picker({ choice: '7d', from: '2026-12-01', to: '2026-12-07' }, '2026-12-07'));
    expect(screen.getByRole('radio', { name: 'Custom' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveProperty(
      'value',
      formatDateInput('2026-12-07', i18n.language),
    );
  });

  it('closes "Custom" when another period is chosen', async () => {
    const user = userEvent.setup();
    render(picker({ choice: '7d', from: '2026-12-01', to: '2026-12-07' }, '2026-12-07'));
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    expect(screen.queryByRole('form', { name: 'Custom period' })).toBeNull();
  });
});
