import { describe, expect, it } from 'vitest';
import {
  customerDetailsCleared,
  customerDetailsSaved,
  customerReducer,
  initialCustomerState,
  selectHasCustomerDetails,
} from './customer-slice';

const has = (customer: typeof initialCustomerState) => selectHasCustomerDetails({ customer });

describe('customer details: accepted with a name and a phone', () => {
  it('are accepted only with both name and phone', () => {
    expect(has(initialCustomerState)).toBe(false);
    expect(has({ ...initialCustomerState, name: 'Aino' })).toBe(false);
    expect(has({ ...initialCustomerState, phone: '+358401234567' })).toBe(false);
    expect(has({ ...initialCustomerState, name: ' ', phone: '+358401234567' })).toBe(false);
    expect(has({ ...initialCustomerState, name: 'Aino', phone: '+358401234567' })).toBe(true);
  });

  it('keep the email with its validity flag, and clear', () => {
    let state = customerReducer(
      undefined,
      customerDetailsSaved({ name: 'Aino', phone: '+358401234567' }),
    );
    state = customerReducer(state, customerDetailsSaved({ email: 'a@b.fi', isEmailValid: true }));
    expect(state).toEqual({
      name: 'Aino',
      phone: '+358401234567',
      email: 'a@b.fi',
      isEmailValid: true,
    });
    expect(customerReducer(state, customerDetailsCleared())).toEqual(initialCustomerState);
  });
});
