import { errorCodes } from '@jono/contract/api/errors';
import type { TFunction } from 'i18next';
import { errorCodeOf, errorMessage, statusOf } from '@/lib/error-message';
import { refusedDetailMessage } from '@/lib/refused-detail';

/**
 * Whether the phone already holds a place in this queue. The refusal names no order (anyone
 * can type anyone's phone): the place is found from this device or by its code.
 */
export const isAlreadyWaiting = (error: unknown) =>
  errorCodeOf(error) === errorCodes.alreadyInQueue;

/** Whether the server answered at all: a lost connection may have joined after all. */
export function isDefiniteAnswer(error: unknown): boolean {
  const status = statusOf(error);
  return typeof status === 'number' && status < 500;
}

/**
 * What a failed join tells the customer: too many joins from here in their own words, a
 * refused detail by its name ("Your name was not accepted..."), any other refusal as
 * errorMessage words its code ("Queue is Already Full" in English), else "Failed to create
 * order".
 */
export function joinFailureMessage(error: unknown, t: TFunction): string {
  if (errorCodeOf(error) === errorCodes.tooManyRequests) return t('order.tooManyJoins');
  return refusedDetailMessage(error, t) ?? errorMessage(error, t('messages.failedToCreateOrder'));
}
