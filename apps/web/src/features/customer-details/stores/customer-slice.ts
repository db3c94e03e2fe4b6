import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The customer's own details, kept on the device so they are filled in next time. */
export interface CustomerState {
  name: string;
  phone: string;
  email: string;
  isEmailValid: boolean;
}

export const initialCustomerState: CustomerState = {
  name: '',
  phone: '',
  email: '',
  isEmailValid: false,
};

export const customerSlice = createSlice({
  name: 'customer',
  initialState: initialCustomerState,
  reducers: {
    customerDetailsSaved(state, action: PayloadAction<Partial<CustomerState>>) {
      Object.assign(state, action.payload);
    },
    customerDetailsCleared: () => initialCustomerState,
  },
});

export const { customerDetailsSaved, customerDetailsCleared } = customerSlice.actions;
export const customerReducer = customerSlice.reducer;

interface WithCustomer {
  customer: CustomerState;
}

export const selectCustomerDetails = (state: WithCustomer) => state.customer;

/** Details are accepted only when both name and phone are present. */
export const selectHasCustomerDetails = (state: WithCustomer) =>
  state.customer.name.trim() !== '' && state.customer.phone.trim() !== '';
