import { errorCodes } from '@jono/contract/api/errors';
import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/error-message';

function envelopeOf(error: unknown): { code?: unknown; orderId?: unknown } | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  return data && typeof data === 'object' ? data : null;
}

/** The machine-readable code of a failed call's envelope, if it carried one. */
export function errorCodeOf(error: unknown): string | null {
  const code = envelopeOf(error)?.code;
  return typeof code === 'string' ? code : null;
}

export const statusOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'status' in error ? error.status : undefined;

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
 * Already Full" in English, spec section 8), else the server's message, else "Failed to
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
    default:
      return errorMessage(error, t('messages.failedToCreateOrder'));
  }
}
