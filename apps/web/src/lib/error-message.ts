import { type ErrorCode, errorCodes, fallbackErrorMessage } from '@jono/contract/error-codes';
import { i18n } from './i18n';

export { fallbackErrorMessage };

/**
 * The web's words for every code a refusal can carry. Codes that pages also meet in their own
 * flow reuse that flow's words; the rest have theirs under `refusals`. Staff-only codes point
 * at the staff texts, which the pages that can meet them have loaded.
 */
export const refusalTextKeys = {
  [errorCodes.badRequest]: 'refusals.badRequest',
  [errorCodes.validation]: 'refusals.validation',
  [errorCodes.unauthorized]: 'refusals.unauthorized',
  [errorCodes.forbidden]: 'refusals.forbidden',
  [errorCodes.notFound]: 'refusals.notFound',
  [errorCodes.conflict]: 'refusals.conflict',
  [errorCodes.payloadTooLarge]: 'refusals.payloadTooLarge',
  [errorCodes.unsupportedMediaType]: 'refusals.unsupportedMediaType',
  [errorCodes.tooManyRequests]: 'refusals.tooManyRequests',
  [errorCodes.broadcastTooSoon]: 'board.errors.broadcastTooSoon',
  [errorCodes.sharedNetworkBusy]: 'refusals.sharedNetworkBusy',
  [errorCodes.pricesChanged]: 'refusals.pricesChanged',
  [errorCodes.queueFull]: 'messages.queueFull',
  [errorCodes.lastWalkInPassed]: 'messages.lastWalkInPassed',
  [errorCodes.waitTooLong]: 'messages.waitTooLong',
  [errorCodes.shopClosed]: 'order.shopClosed',
  [errorCodes.alreadyInQueue]: 'order.alreadyInQueue',
  [errorCodes.linkInvalid]: 'refusals.linkInvalid',
  [errorCodes.linkUsed]: 'refusals.linkUsed',
  [errorCodes.linkExpired]: 'refusals.linkExpired',
  [errorCodes.orderNoMatch]: 'refusals.orderNoMatch',
  [errorCodes.oneTimeCodeInvalid]: 'refusals.oneTimeCodeInvalid',
  [errorCodes.bookingNoMatch]: 'refusals.bookingNoMatch',
  [errorCodes.slotTaken]: 'refusals.slotTaken',
  [errorCodes.serviceNotOfferedByBarber]: 'refusals.serviceNotOfferedByBarber',
  [errorCodes.slotNotBookable]: 'refusals.slotNotBookable',
  [errorCodes.holdExpired]: 'refusals.holdExpired',
  [errorCodes.moveNotAllowed]: 'refusals.moveNotAllowed',
  [errorCodes.dayNotFull]: 'refusals.dayNotFull',
  [errorCodes.alreadyWaiting]: 'refusals.alreadyWaiting',
  [errorCodes.waitlistNoChannel]: 'refusals.waitlistNoChannel',
  [errorCodes.paymentUnavailable]: 'refusals.paymentUnavailable',
  [errorCodes.bookingFeeUnpayable]: 'refusals.bookingFeeUnpayable',
  [errorCodes.webhookSignature]: 'refusals.webhookSignature',
  [errorCodes.nothingPaid]: 'refusals.nothingPaid',
  [errorCodes.refundExists]: 'refusals.refundExists',
  [errorCodes.tooManyUnpaidBookings]: 'prebooking.page.tooManyUnpaid',
  [errorCodes.phoneBlocked]: 'order.phoneBlocked',
  [errorCodes.wishNotOffered]: 'refusals.wishNotOffered',
  [errorCodes.currentPasswordRequired]: 'profile.errors.currentPasswordRequired',
  [errorCodes.currentPasswordWrong]: 'profile.errors.currentPasswordWrong',
  [errorCodes.emailTaken]: 'profile.errors.emailTaken',
  [errorCodes.phoneTaken]: 'profile.errors.phoneTaken',
  [errorCodes.passwordTooCommon]: 'auth.errors.passwordTooCommon',
  [errorCodes.passwordContainsEmail]: 'auth.errors.passwordContainsEmail',
  [errorCodes.weakPassword]: 'auth.errors.weakPassword',
  [errorCodes.phoneInvalid]: 'messages.invalidPhone',
  [errorCodes.notCalled]: 'board.errors.notCalled',
  [errorCodes.barberBusy]: 'board.today.errors.barberBusy',
  [errorCodes.undoExpired]: 'board.today.errors.undoExpired',
  [errorCodes.barberNotWorking]: 'order.barberNotWorking',
  [errorCodes.barberLeavesBefore]: 'order.barberLeavesBefore',
  [errorCodes.notOnBreak]: 'liveStatus.notOnBreak',
  [errorCodes.closedDay]: 'teamSchedule.errors.closedDay',
  [errorCodes.outsideOpening]: 'teamSchedule.errors.outsideOpening',
  [errorCodes.overlappingHours]: 'teamSchedule.errors.overlappingHours',
  [errorCodes.notServing]: 'teamSchedule.errors.notServing',
  [errorCodes.barberNotFree]: 'teamSchedule.errors.barberNotFree',
  [errorCodes.lastOwner]: 'staffAdmin.lastOwner',
  [errorCodes.categoryNotEmpty]: 'manage.categories.notEmpty',
  [errorCodes.visitNotServed]: 'refusals.visitNotServed',
  [errorCodes.alreadyReviewed]: 'refusals.alreadyReviewed',
  [errorCodes.alreadyReplied]: 'refusals.alreadyReplied',
  [errorCodes.alreadyReported]: 'refusals.alreadyReported',
  [errorCodes.galleryFull]: 'shopPhotos.errors.galleryFull',
  [errorCodes.shopNotReady]: 'goingLive.notReady',
  [errorCodes.emailNotVerified]: 'emailProof.refused',
  [errorCodes.tooManyInvitations]: 'staffAdmin.tooManyInvitations',
  [errorCodes.lastActiveService]: 'manage.services.lastActive',
  [errorCodes.tooManyWebhooks]: 'integrations.errors.tooManyWebhooks',
  [errorCodes.webhookAddressNotAllowed]: 'integrations.errors.addressNotAllowed',
  [errorCodes.webhookDeliveryPending]: 'integrations.errors.deliveryPending',
  [errorCodes.tooManyApiKeys]: 'apiKeys.errors.tooManyApiKeys',
  [errorCodes.apiKeyScopeMissing]: 'apiKeys.errors.scopeMissing',
  [errorCodes.internal]: 'refusals.internal',
  [errorCodes.unavailable]: 'refusals.unavailable',
} as const satisfies Record<ErrorCode, string>;

/**
 * The body of a failed call as RTK Query hands it over ({ status, data }): the server's
 * envelope `{ ok: false, message, code, ... }` when it sent one, else null.
 */
export function envelopeOf(error: unknown): Record<string, unknown> | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** The HTTP status of a failed call; a string ('FETCH_ERROR'...) when no answer came back. */
export function statusOf(error: unknown): number | string | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  return typeof status === 'number' || typeof status === 'string' ? status : null;
}

function messageOf(value: unknown): string | null {
  if (!value || typeof value !== 'object' || !('message' in value)) return null;
  const { message } = value as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * What a failed call tells the user, in their language: the web's words for the refusal's
 * code; for a code the web does not know, the server's message; when no answer came back (or
 * it carried no message), the caller's fallback (e.g. "Failed to create order"), else
 * "something went wrong!". Accepts an RTK Query error ({ status, data }) or the envelope itself.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const key = refusalTextKeyOf(error);
  // The union of keys is too wide for i18next's typed t; the test holds every key present.
  if (key && i18n.exists(key)) return String(i18n.t(key as never));
  const envelope = error && typeof error === 'object' && 'ok' in error ? error : envelopeOf(error);
  return messageOf(envelope) ?? fallback ?? i18n.t('messages.somethingWentWrong');
}

/** The text key of a refusal's code, when the web words that code itself. */
export function refusalTextKeyOf(error: unknown): (typeof refusalTextKeys)[ErrorCode] | null {
  const code = errorCodeOf(error) ?? codeOfEnvelope(error);
  // An own key only: `in` would also take `constructor` or `toString` for a code.
  return code !== null && Object.hasOwn(refusalTextKeys, code)
    ? refusalTextKeys[code as ErrorCode]
    : null;
}

function codeOfEnvelope(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('ok' in error) || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : null;
}

/**
 * The server's own (English) message of a failed call, for reading what it names, such as
 * the field a validation failure is about; never shown to the user.
 */
export function serverMessageOf(error: unknown): string | null {
  return messageOf(envelopeOf(error));
}

/** The machine-readable code of a failed call's envelope, if it carried one. */
export function errorCodeOf(error: unknown): string | null {
  const code = envelopeOf(error)?.code;
  return typeof code === 'string' ? code : null;
}
