import { type CustomerDetail, isDetailTooLong } from '@/lib/customer-detail-limits';

/** Who the waitlist tells when a time frees up. */
export type WaitlistContactDetails = Record<CustomerDetail, string>;

const contactDetails = ['name', 'phone', 'email'] as const satisfies readonly CustomerDetail[];

/** Whether every detail is within the server's limit, so the card may send them. */
export const areWithinLimits = (details: WaitlistContactDetails) =>
  contactDetails.every((detail) => !isDetailTooLong(detail, details[detail]));

/** A name and a phone are all the waitlist needs of a person; the email may come later. */
export const isEnoughToJoin = (details: WaitlistContactDetails) =>
  details.name.trim() !== '' && details.phone.trim() !== '';
