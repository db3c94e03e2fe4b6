import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dayHoursSchema } from '../../utils/shop-settings-form';
import { OpeningHoursSection } from './opening-hours-section';

const hoursSchema = z.object({ hours: z.array(dayHoursSchema).length(7) });
type Hours = z.infer<typeof hoursSchema>;

const week: Hours['hours'] = Array.from({ length: 7 }, (_, index) => ({
  isOpen: index < 6,
  opens: '09:00',
  closes: '17:00',
}));

/** The section inside the shop settings' form, cut down to the opening hours. */
function HoursForm({ onSave }: { onSave: (hours: Hours) => void }) {
  const form = useForm<Hours>({
    defaultValues: { hours: week },
    resolver: zodResolver(hoursSchema),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSave)}>
        <OpeningHoursSection />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const monday = () => screen.getAllByRole('listitem')[0] as HTMLElement;

describe('OpeningHoursSection', () => {
  it('takes times as typed and saves them as HH:mm', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<HoursForm onSave={onSave} />);
    const opens = within(monday()).getByRole('textbox', { name: 'Opens' });
    const closes = within(monday()).getByRole('textbox', { name: 'Closes' });
    expect(opens).toHaveProperty('value', '09:00');

    await user.clear(opens);
    await user.type(opens, '8.30');
    await user.clear(closes);
    await user.type(closes, '2015');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0].hours[0]).toEqual({
      isOpen: true,
      opens: '08:30',
      closes: '20:15',
    });
    expect(closes).toHaveProperty('value', '20:15');
  });

  it('copies Monday’s open state and times to every day', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<HoursForm onSave={onSave} />);
    const opens = within(monday()).getByRole('textbox', { name: 'Opens' });
    await user.clear(opens);
    await user.type(opens, '10');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to every day' }));
    // Sunday was closed: it opens with Monday's times.
    expect(screen.queryByText('Closed all day')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0].hours).toEqual(
      Array.from({ length: 7 }, () => ({ isOpen: true, opens: '10:00', closes: '17:00' })),
    );
  });

  it('copies Monday to Tuesday–Friday only, closing them when Monday is closed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<HoursForm onSave={onSave} />);
    await user.click(screen.getByRole('switch', { name: 'Open on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = onSave.mock.calls[0]?.[0].hours as Hours['hours'];
    expect(saved.map((day) => day.isOpen)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('keeps the form’s own check: closing must come after opening', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<HoursForm onSave={onSave} />);
    const closes = within(monday()).getByRole('textbox', { name: 'Closes' });
    await user.clear(closes);
    await user.type(closes, '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(monday()).findByText('Closing must come after opening.')).toBeTruthy();
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });
});
