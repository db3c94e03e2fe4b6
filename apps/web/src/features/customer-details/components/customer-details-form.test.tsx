import { CUSTOMER_NAME_MAX, EMAIL_MAX } from '@jono/contract/api/customer-fields';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { acceptCustomerDetails, CustomerDetailsForm } from './customer-details-form';

const empty = { name: '', phone: '', email: '' };

function renderForm(
  defaultValues: typeof empty,
  { onDetailsChange = vi.fn(), onSubmit = vi.fn() } = {},
) {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CustomerDetailsForm
          defaultValues={defaultValues}
          onDetailsChange={onDetailsChange}
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const form = view.container.querySelector('form');
  if (!form) throw new Error('no form');
  return { form, onDetailsChange, onSubmit };
}

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

  it("stops typing at the server's limits", async () => {
    renderForm(empty);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    await userEvent.type(name, 'A'.repeat(CUSTOMER_NAME_MAX + 5));
    expect(name.value).toHaveLength(CUSTOMER_NAME_MAX);
    const email = screen.getByLabelText('Email (optional)') as HTMLInputElement;
    expect(email.maxLength).toBe(EMAIL_MAX);
  });

  it('names a kept field that is too long at once, and sends nothing', async () => {
    const { form, onDetailsChange, onSubmit } = renderForm({
      name: 'A'.repeat(200),
      phone: '040 123 4567',
      email: `${'a'.repeat(EMAIL_MAX)}@example.fi`,
    });
    expect(await screen.findByText('A name can be at most 100 characters')).toBeTruthy();
    expect(screen.getByText('An email can be at most 200 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(form);
    await waitFor(() => expect(onDetailsChange).toHaveBeenLastCalledWith(null));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['fi', 'Nimessä voi olla enintään 100 merkkiä'],
    ['sv', 'Ett namn får vara högst 100 tecken'],
    ['es', 'El nombre puede tener como máximo 100 caracteres'],
  ])('says so in %s', async (language, words) => {
    await i18n.changeLanguage(language);
    try {
      renderForm({ ...empty, name: 'A'.repeat(101) });
      expect(await screen.findByText(words)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
