import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ManageCategory, ManageService } from '../api/catalog';
import { ServicePicker } from './service-picker';

const category = (id: string, name: string, position: number): ManageCategory => ({
  id,
  name,
  position,
  serviceCount: 0,
});
const service = (id: string, categoryId: string, name: string): ManageService => ({
  id,
  categoryId,
  name,
  description: '',
  price: 20,
  duration: 30,
  isActive: true,
  position: 0,
});

const categories = [category('c-hair', 'Haircuts', 0), category('c-beard', 'Beard', 1)];
const services = [
  service('s-classic', 'c-hair', 'Classic cut'),
  service('s-buzz', 'c-hair', 'Buzz cut'),
  service('s-trim', 'c-beard', 'Beard trim'),
];

/** The picker as the add-on dialog holds it: the chosen ids in state, every change reported. */
function Picker({ initial, onChange }: { initial: string[]; onChange: (ids: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ServicePicker
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
      services={services}
      categories={categories}
      disabled={false}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('ServicePicker', () => {
  it('applies the add-on to every service, then to none, with one click each', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker initial={['s-buzz']} onChange={onChange} />);
    expect(screen.getByText('1 of 3 services')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All services' }));
    expect(onChange).toHaveBeenLastCalledWith(['s-classic', 's-buzz', 's-trim']);
    for (const name of ['Classic cut', 'Buzz cut', 'Beard trim'])
      expect(box(name).checked).toBe(true);
    expect(screen.getByText('3 of 3 services')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    for (const name of ['Classic cut', 'Buzz cut', 'Beard trim'])
      expect(box(name).checked).toBe(false);
  });

  it('selects or clears a whole category from its own box, which shows a part choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker initial={['s-buzz']} onChange={onChange} />);
    const haircuts = box('All in Haircuts');
    expect(haircuts.checked).toBe(false);
    expect(haircuts.indeterminate).toBe(true);

    await user.click(haircuts);
    expect(onChange).toHaveBeenLastCalledWith(['s-buzz', 's-classic']);
    expect(haircuts.checked).toBe(true);
    expect(haircuts.indeterminate).toBe(false);
    expect(box('Beard trim').checked).toBe(false);

    await user.click(haircuts);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(box('Classic cut').checked).toBe(false);
  });
});
