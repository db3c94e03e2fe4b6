import { PHONE_INPUT_MAX } from '@jono/contract/api/customer-fields';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LookupForm, type LookupTexts } from './lookup-form';

const texts: LookupTexts = {
  reference: 'Ticket number',
  referenceHint: 'On your ticket',
  referenceRequired: 'Enter the ticket number',
  referenceInvalid: 'Not a ticket number',
  phone: 'Phone',
  phoneHint: 'The one you used',
  phoneRequired: 'Enter the phone',
  phoneInvalid: 'Not a phone number',
  submit: 'Find ticket',
  searching: 'Looking…',
};
/** A short code as someone types it; the form sends its stored form. */
const reference = 'k7m-2qd';

describe('LookupForm', () => {
  it("says what is missing or wrong in the caller's words, and sends nothing", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<LookupForm texts={texts} isSearching={false} onSearch={onSearch} />);

    await user.click(screen.getByRole('button', { name: 'Find ticket' }));
    expect(await screen.findByText('Enter the ticket number')).toBeTruthy();
    expect(screen.getByText('Enter the phone')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Ticket number' })).toBe(document.activeElement);

    await user.type(screen.getByRole('textbox', { name: 'Ticket number' }), 'abc');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '123');
    await user.click(screen.getByRole('button', { name: 'Find ticket' }));
    expect(await screen.findByText('Not a ticket number')).toBeTruthy();
    expect(screen.getByText('Not a phone number')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("stops the phone at the server's limit", async () => {
    render(<LookupForm texts={texts} isSearching={false} onSearch={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    await userEvent.type(phone, '0'.repeat(PHONE_INPUT_MAX + 5));
    expect(phone.value).toHaveLength(PHONE_INPUT_MAX);
  });

  it('sends the code in its stored form and the phone, starting from the given values', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <LookupForm
        texts={texts}
        defaultReference={` ${reference} `}
        defaultPhone="040 123 4567"
        isSearching={false}
        onSearch={onSearch}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Find ticket' }));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ reference: 'K7M2QD', phone: '040 123 4567' });
  });

  it('shows the search under way and takes no second one', () => {
    render(<LookupForm texts={texts} isSearching onSearch={() => {}} />);
    const button = screen.getByRole('button', { name: 'Looking…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
