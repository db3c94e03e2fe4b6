import { errorCodes } from '@jono/contract/api/errors';
import type { TFunction } from 'i18next';
import { type CustomerDetail, customerDetailLimits } from './customer-detail-limits';
import { envelopeOf, errorCodeOf } from './error-message';

/**
 * Which of the customer's details the server refused, read from its VALIDATION_FAILED
 * answer's `field`; null for any other refusal. The details are checked by the form first, so
 * this is the rare case of details kept from before a limit changed.
 */
export function refusedDetailOf(error: unknown): CustomerDetail | null {
  if (errorCodeOf(error) !== errorCodes.validation) return null;
  const field = envelopeOf(error)?.field;
  return field === 'name' || field === 'phone' || field === 'email' ? field : null;
}

/** What the customer is told when the server refused one of their details: which, and its limit. */
export function refusedDetailMessage(error: unknown, t: TFunction): string | null {
  switch (refusedDetailOf(error)) {
    case 'name':
      return t('customerForm.refused.name', { max: customerDetailLimits.name });
    case 'phone':
      return t('customerForm.refused.phone', { max: customerDetailLimits.phone });
    case 'email':
      return t('customerForm.refused.email', { max: customerDetailLimits.email });
    default:
      return null;
  }
}
