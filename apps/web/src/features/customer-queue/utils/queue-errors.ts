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
 * What a failed join tells the customer: the known refusals in their language ("Queue is
 * Already Full" in English), else the server's message, else "Failed to
 * create order".
 */
export function joinFailureMessage(error: unknown, t: TFunction): string {
  switch (errorCodeOf(error)) {
    case errorCodes.queueFull:
      return t('messages.queueFull');
    case errorCodes.shopClosed:
      return t('order.shopClosed');
    case errorCodes.alreadyInQueue:
      return t('order.alreadyInQueue');
    case errorCodes.tooManyRequests:
      return t('order.tooManyJoins');
    case errorCodes.phoneBlocked:
      return t('order.phoneBlocked');
    case errorCodes.barberNotWorking:
      return t('order.barberNotWorking');
    default:
      return errorMessage(error, t('messages.failedToCreateOrder'));
  }
}
