import { errorCodes } from '@jono/contract/api/errors';
import type { TFunction } from 'i18next';
import { envelopeOf, errorCodeOf, errorMessage, statusOf } from '@/lib/error-message';

/** ALREADY_IN_QUEUE points at the order this phone already has in the queue. */
export function existingOrderIdOf(error: unknown): string | null {
  if (errorCodeOf(error) !== errorCodes.alreadyInQueue) return null;
  const orderId = envelopeOf(error)?.orderId;
  return typeof orderId === 'string' && orderId !== '' ? orderId : null;
}

/** Whether the server answered at all: a lost connection may have joined after all. */
export function isDefiniteAnswer(error: unknown): boolean {
  const status = statusOf(error);
  return typeof status === 'number' && status < 500;
}

/**
 * What a failed join tells the customer: too many joins from here in their own words, any
 * other refusal as errorMessage words its code ("Queue is Already Full" in English), else
 * "Failed to create order".
 */
export function joinFailureMessage(error: unknown, t: TFunction): string {
  return errorCodeOf(error) === errorCodes.tooManyRequests
    ? t('order.tooManyJoins')
    : errorMessage(error, t('messages.failedToCreateOrder'));
}
