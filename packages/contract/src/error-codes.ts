/**
 * The codes every failed call carries, apart from the envelope's schema so that the web's
 * first load can read them without zod. The message is for people, the code for programs:
 * the web words each code in the user's language and shows the server's English message
 * only for a code it does not know.
 */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** A message went to everyone waiting moments ago: one every two minutes at most. */
  broadcastTooSoon: 'BROADCAST_TOO_SOON',
  sharedNetworkBusy: 'SHARED_NETWORK_BUSY',
  pricesChanged: 'PRICES_CHANGED',
  queueFull: 'QUEUE_FULL',
  lastWalkInPassed: 'LAST_WALK_IN_PASSED',
  /** A walk-in joining now would wait longer than the shop's most (its maxWaitMinutes). */
  waitTooLong: 'WAIT_TOO_LONG',
  shopClosed: 'SHOP_CLOSED',
  alreadyInQueue: 'ALREADY_IN_QUEUE',
  linkInvalid: 'LINK_INVALID',
  linkUsed: 'LINK_USED',
  linkExpired: 'LINK_EXPIRED',
  /** No queue order has this code together with this phone number. */
  orderNoMatch: 'ORDER_NO_MATCH',
  /** The one-time code typed is wrong, used up or expired: a new one must be asked for. */
  oneTimeCodeInvalid: 'ONE_TIME_CODE_INVALID',
  /** No booking has this booking number together with this phone number. */
  bookingNoMatch: 'BOOKING_NO_MATCH',
  /** The chosen booking slot was taken by someone else a moment ago. */
  slotTaken: 'SLOT_TAKEN',
  /** The date and time asked for is not a bookable slot at all (closed, past, beyond the horizon). */
  slotNotBookable: 'SLOT_NOT_BOOKABLE',
  /** The 15 minutes a booking holds its slot while waiting for payment have run out. */
  holdExpired: 'HOLD_EXPIRED',
  /** A booking is moved only while live, before the shop's refund window closes and within its limit of moves. */
  moveNotAllowed: 'MOVE_NOT_ALLOWED',
  /** The waitlist is for days with no free time for the chosen services. */
  dayNotFull: 'DAY_NOT_FULL',
  /** The customer is already on this day's waitlist at this shop. */
  alreadyWaiting: 'ALREADY_WAITING',
  /** A waitlist place needs a way to hear of an offer: an email or this browser's notifications. */
  waitlistNoChannel: 'WAITLIST_NO_CHANNEL',
  /** The shop's gallery already holds its most photos. */
  galleryFull: 'GALLERY_FULL',
  /** The payment provider failed to open a checkout; nothing was charged. */
  paymentUnavailable: 'PAYMENT_UNAVAILABLE',
  /** The shop takes a booking fee, and this server takes no payments: no booking can be made. */
  bookingFeeUnpayable: 'BOOKING_FEE_UNPAYABLE',
  /** A payment webhook whose signature does not verify. */
  webhookSignature: 'WEBHOOK_SIGNATURE',
  /** A refund was asked for a booking with no paid fee left. */
  nothingPaid: 'NOTHING_PAID',
  /** A refund of this booking is already open or done. */
  refundExists: 'REFUND_EXISTS',
  /** The customer already holds as many unpaid bookings at this shop as one may at a time. */
  tooManyUnpaidBookings: 'TOO_MANY_UNPAID_BOOKINGS',
  /** A wish (additional service) the shop does not offer, or an id that names no wish at all. */
  wishNotOffered: 'WISH_NOT_OFFERED',
  /** The shop's staff have blocked this phone number from its queue and bookings. */
  phoneBlocked: 'PHONE_BLOCKED',
  /** Changing the email or phone an account logs in with needs its current password. */
  currentPasswordRequired: 'CURRENT_PASSWORD_REQUIRED',
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  /** Another staff account already logs in with this email, or this phone number. */
  emailTaken: 'EMAIL_TAKEN',
  phoneTaken: 'PHONE_TAKEN',
  /** A new password is one of the most common ones, or contains the account's email name. */
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  passwordContainsEmail: 'PASSWORD_CONTAINS_EMAIL',
  /** A new password is one character or a short unit repeated, a sequence, or holds the shop's name. */
  weakPassword: 'WEAK_PASSWORD',
  /** A phone number that is no number of any country. */
  phoneInvalid: 'PHONE_INVALID',
  /** A no-show is marked only for a customer who was called to the chair and did not come. */
  notCalled: 'NOT_CALLED',
  /** The barber chosen for a customer is still serving someone else. */
  barberBusy: 'BARBER_BUSY',
  /** A finish or no-show can be taken back only in the seconds right after it. */
  undoExpired: 'UNDO_EXPIRED',
  /** The barber a booking is given to works not then, or has another booking then. */
  barberNotFree: 'BARBER_NOT_FREE',
  /** The barber asked for is not one of the shop's barbers working today. */
  barberNotWorking: 'BARBER_NOT_WORKING',
  /** The barber asked for leaves before the services chosen could be done (their hours or time off). */
  barberLeavesBefore: 'BARBER_LEAVES_BEFORE',
  /** The barber asked for does not do one of the services chosen. */
  serviceNotOfferedByBarber: 'SERVICE_NOT_OFFERED_BY_BARBER',
  /** A break's length was changed by someone who is not on a break. */
  notOnBreak: 'NOT_ON_BREAK',
  /** A barber's hours name a weekday the shop is closed on. */
  closedDay: 'CLOSED_DAY',
  /** A barber's hours reach outside the shop's opening hours of that weekday. */
  outsideOpening: 'OUTSIDE_OPENING',
  /** Two of a barber's intervals on one weekday overlap. */
  overlappingHours: 'OVERLAPPING_HOURS',
  /** Only owners and barbers serve, so only they have hours and time off. */
  notServing: 'NOT_SERVING',
  /** Every shop keeps an active owner: the last one cannot be demoted or deactivated. */
  lastOwner: 'LAST_OWNER',
  /** A service category is deleted only once no service belongs to it. */
  categoryNotEmpty: 'CATEGORY_NOT_EMPTY',
  /** Only a served walk-in or a completed booking is reviewed (not a waiting, cancelled or missed one). */
  visitNotServed: 'VISIT_NOT_SERVED',
  /** A visit is reviewed once. */
  alreadyReviewed: 'ALREADY_REVIEWED',
  /** The shop answers a review once. */
  alreadyReplied: 'ALREADY_REPLIED',
  /** A review is reported once; the report is kept. */
  alreadyReported: 'ALREADY_REPORTED',
  /** A shop is published only with an active service, opening hours and a real position. */
  shopNotReady: 'SHOP_NOT_READY',
  /** Publishing the shop and inviting staff wait until the shop's owner has proven their e-mail address. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** A shop sends at most so many staff invitations a day. */
  tooManyInvitations: 'TOO_MANY_INVITATIONS',
  /** A published shop keeps at least one active service: its last one cannot be deactivated or deleted. */
  lastActiveService: 'LAST_ACTIVE_SERVICE',
  /** A shop keeps at most ten webhook endpoints. */
  tooManyWebhooks: 'TOO_MANY_WEBHOOKS',
  /** A webhook must go to a public https address (unless the server allows private networks). */
  webhookAddressNotAllowed: 'WEBHOOK_ADDRESS_NOT_ALLOWED',
  /** A delivery is sent again only once its own tries have ended. */
  webhookDeliveryPending: 'WEBHOOK_DELIVERY_PENDING',
  /** A shop keeps at most twenty API keys. */
  tooManyApiKeys: 'TOO_MANY_API_KEYS',
  /** The API key lacks the scope this call needs, or the call takes no API keys at all. */
  apiKeyScopeMissing: 'API_KEY_SCOPE_MISSING',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The text shown when a failure carries no message of its own. */
export const fallbackErrorMessage = 'something went wrong!';
