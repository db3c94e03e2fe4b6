import { CUSTOMER_NAME_MAX, EMAIL_MAX, PHONE_INPUT_MAX } from '@jono/contract/api/customer-fields';
import type { TFunction } from 'i18next';

/** The customer's details an order, a booking or a waitlist place carries, as the server names its fields. */
export type CustomerDetail = 'name' | 'phone' | 'email';

/**
 * The longest each detail may be, as typed: the contract's limits, which the server holds. A
 * form stops typing at them (maxLength) so nothing it accepts is refused at the end.
 */
export const customerDetailLimits = {
  name: CUSTOMER_NAME_MAX,
  phone: PHONE_INPUT_MAX,
  email: EMAIL_MAX,
} as const satisfies Record<CustomerDetail, number>;

/** The i18n key saying a detail is over its limit, given as {{max}}: 'A name can be at most 100 characters'. */
export const detailTooLongKeys = {
  name: 'customerForm.nameTooLong',
  phone: 'customerForm.phoneTooLong',
  email: 'customerForm.emailTooLong',
} as const satisfies Record<CustomerDetail, string>;

/** Whether a detail is over its limit, counted trimmed as the server counts it. */
export const isDetailTooLong = (detail: CustomerDetail, value: string): boolean =>
  value.trim().length > customerDetailLimits[detail];

/**
 * A detail over its limit in words, or undefined when it fits. Typing stops at the limit, so
 * this is for details kept from before a limit was held (saved on the device, or older data).
 */
export function detailTooLongMessage(
  t: TFunction,
  detail: CustomerDetail,
  value: string,
): string | undefined {
  return isDetailTooLong(detail, value)
    ? t(detailTooLongKeys[detail], { max: customerDetailLimits[detail] })
    : undefined;
}
