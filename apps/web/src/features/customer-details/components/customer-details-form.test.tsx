import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { acceptCustomerDetails, CustomerDetailsForm } from './customer-details-form';

const empty = { name: '', phone: '', email: '' };

describe('customer details form: a name, a valid phone, an email where needed', () => {
  it.each([
    ['name and phone', { name: 'Aino', phone: '040 123 4567', email: '' }, true],
    ['an international phone', { name: 'Ana', phone: '+34 612 345 678', email: '' }, true],
    ['no name', { name: '  ', phone: '040 123 4567', email: '' }, false],
    ['no phone', { name: 'Aino', phone: '', email: '' }, false],
    ['a phone too short', { name: 'Aino', phone: '040 12', email: '' }, false],
    ['letters for a phone', { name: 'Aino', phone: 'call me', email: '' }, false],
  ])('accepts %s: %s', (_case, input, accepted) => {
    expect(acceptCustomerDetails(input) !== null).toBe(accepted);
  });

  it('requires a valid email where a booking needs one', () => {
    const details = { name: 'Aino', phone: '040 123 4567' };
    const required = { isEmailRequired: true };
    expect(acceptCustomerDetails({ ...details, email: '' }, required)).toBeNull();
    expect(acceptCustomerDetails({ ...details, email: 'aino@' }, required)).toBeNull();
    expect(acceptCustomerDetails({ ...details, email: 'aino@example.fi' }, required)).toMatchObject(
      { email: 'aino@example.fi', isEmailValid: true },
    );
  });

  it('keeps the phone in E.164 and the email with its validity flag', () => {
    expect(
      acceptCustomerDetails({ name: ' Aino ', phone: '040 123 4567', email: ' aino@example.fi ' }),
    ).toEqual({
      name: 'Aino',
      phone: '+358401234567',
      email: 'aino@example.fi',
      isEmailValid: true,
    });
    expect(
      acceptCustomerDetails({ name: 'Aino', phone: '0401234567', email: 'aino@' }),
    ).toMatchObject({ email: 'aino@', isEmailValid: false });
  });

  it('says whether the phone is valid as it is typed, and reports acceptable details', async () => {
    const onDetailsChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <CustomerDetailsForm
            defaultValues={empty}
            onDetailsChange={onDetailsChange}
            onSubmit={() => {}}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    await waitFor(() => expect(onDetailsChange).toHaveBeenLastCalledWith(null));
    await userEvent.type(screen.getByLabelText('Name'), 'Aino');
    const phone = screen.getByLabelText('Phone number');

    await userEvent.type(phone, '040');
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    // The form says where to read what happens to the details it asks for.
    expect(
      screen.getByRole('link', { name: 'How we keep and delete your details' }),
    ).toHaveProperty('pathname', '/privacy');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(phone, '1234567');
    expect(screen.getByText('Valid phone number')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('false');
    await waitFor(() =>
      expect(onDetailsChange).toHaveBeenLastCalledWith({
        name: 'Aino',
        phone: '+358401234567',
        email: '',
        isEmailValid: false,
      }),
    );

    await userEvent.type(screen.getByLabelText('Email (optional)'), 'aino@example');
    expect(screen.getByText("This email doesn't look right")).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email (optional)'), '.fi');
    expect(screen.getByText('Valid email')).toBeTruthy();
    await waitFor(() =>
      expect(onDetailsChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ email: 'aino@example.fi', isEmailValid: true }),
      ),
    );

    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(screen.getByText('Enter your name')).toBeTruthy();
    await waitFor(() => expect(onDetailsChange).toHaveBeenLastCalledWith(null));
  });
});
