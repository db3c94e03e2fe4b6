/**
 * Every page of the web app, built once: the web router serves these patterns, the server's
 * links (mails, push alerts, checkout returns) open them and the server answers 404 for any
 * other page address. Each is a path from the site's root; the server puts its public address
 * in front. A page with a parameter is a function that builds the link and carries its router
 * `pattern`; a function without one only builds a link (with a query) to another page.
 */
export function withPattern<Args extends unknown[]>(
  pattern: string,
  build: (...args: Args) => string,
) {
  return Object.assign(build, { pattern });
}

const segment = (value: string) => encodeURIComponent(value);

const resetPassword = withPattern(
  '/reset-password/:token',
  (token: string) => `/reset-password/${segment(token)}`,
);

const dashboard = {
  root: '/dashboard',
  overview: '/dashboard',
  analytics: '/dashboard/analytics',
  appointments: '/dashboard/appointments',
  profile: '/dashboard/profile',
  queueRefunds: '/dashboard/queue-refundes',
  queueStatus: '/dashboard/queue-status',
  staff: '/dashboard/staff',
  auditLog: '/dashboard/audit-log',
  teamSchedule: '/dashboard/team-schedule',
  reviews: '/dashboard/reviews',
  manage: {
    serviceCategories: '/dashboard/manage/serviceCategories',
    services: '/dashboard/manage/services',
    serviceAddons: '/dashboard/manage/servicesAddons',
    shopDetails: '/dashboard/manage/shopdetails',
    integrations: '/dashboard/manage/integrations',
  },
  manageBooking: {
    bookings: '/dashboard/manage-booking/bookings',
    slots: '/dashboard/manage-booking/slots',
    holidays: '/dashboard/manage-booking/holidays',
  },
} as const;

export const webPaths = {
  home: '/',
  preBooking: '/pre-booking',
  shopNotFound: '/shop-notfound',
  preOrderConfirm: '/pre-orderconfirm',
  orderSummary: '/order-summary',
  orderNotFound: '/order-notfound',
  welcome: '/welcome',
  registerNewShop: '/register/new-shop',
  paymentSuccess: '/success',
  paymentFailed: '/failed',
  error: '/error',
  verificationMailSent: '/verification-mailsent',
  shopCurrentStatus: withPattern(
    '/shop-currentstatus/:id',
    (shopId: string) => `/shop-currentstatus/${segment(shopId)}`,
  ),
  /** The tablet at the shop's door where customers add themselves (staff-signed-in device). */
  shopKiosk: withPattern('/shop-kiosk/:id', (shopId: string) => `/shop-kiosk/${segment(shopId)}`),
  /** The bookings page opened on one day (a push widget's link to a new booking). */
  bookingsOn: (date: string) => `${dashboard.manageBooking.bookings}?date=${segment(date)}`,
  dashboard,

  /** Where a customer finds an order or booking by its code and phone. */
  checkDetails: '/check-details',
  /** What is kept about customers, and how they get it or have it deleted. */
  privacy: '/privacy',
  /** Check details opened on a booking by its code (the booking mails link here). */
  checkBooking: (bookingCode: string) => `/check-details?booking=${segment(bookingCode)}`,
  /** A shop's page, where customers join its queue (the staff's share link). */
  barbershop: withPattern('/barbershop/:id', (shopId: string) => `/barbershop/${segment(shopId)}`),
  /** A shop's booking calendar (a customer whose slot was lost books again here). */
  preBookingBarbershop: withPattern(
    '/prebooking/barbershop/:id',
    (shopId: string) => `/prebooking/barbershop/${segment(shopId)}`,
  ),
  /** One queue order, live (order alerts by mail and push open it). */
  orderTracking: withPattern(
    '/order-tracking/:orderId',
    (orderId: string) => `/order-tracking/${segment(orderId)}`,
  ),
  /** The payment results of one booking: the provider sends the customer back to these. */
  bookingPaid: (bookingId: string) => `/success?booking=${segment(bookingId)}`,
  bookingPaymentFailed: (bookingId: string) => `/failed?booking=${segment(bookingId)}`,
  /** A waitlist offer: the freed time held for the customer, to take (and pay) or let go. */
  waitlistOffer: withPattern(
    '/waitlist-offer',
    (bookingId: string) => `/waitlist-offer?booking=${segment(bookingId)}`,
  ),

  /** The staff login; `redirectTo` brings the user back to the page that sent them. */
  login: withPattern('/shop/login', (redirectTo?: string) =>
    redirectTo ? `/shop/login?redirectTo=${segment(redirectTo)}` : '/shop/login',
  ),
  forgotPassword: '/forgot-password',
  verifyEmail: withPattern(
    '/verify-email/:token',
    (token: string) => `/verify-email/${segment(token)}`,
  ),
  resetPassword,
  /**
   * An invited staff member joins their shop: their name and first password. Mails sent
   * before this page existed open `/reset-password/{token}?invite=1`, which sends them here.
   */
  acceptInvitation: withPattern('/join/:token', (token: string) => `/join/${segment(token)}`),
  /** The link a new login email receives, and the one the old address receives. */
  changeEmail: withPattern(
    '/change-email/:token',
    (token: string) => `/change-email/${segment(token)}`,
  ),
  revertEmail: withPattern(
    '/revert-email/:token',
    (token: string) => `/revert-email/${segment(token)}`,
  ),
} as const;

type PathTable = { readonly [name: string]: string | ((...args: never[]) => string) | PathTable };

function collectPatterns(table: PathTable): string[] {
  return Object.values(table).flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (typeof entry === 'function') return 'pattern' in entry ? [String(entry.pattern)] : [];
    return collectPatterns(entry);
  });
}

/** The router pattern of every page, e.g. '/barbershop/:id'. */
export const webPagePatterns: readonly string[] = [...new Set(collectPatterns(webPaths))];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const matchesPattern = (path: string[], pattern: string[]) =>
  path.length === pattern.length &&
  pattern.every((part, i) => part.startsWith(':') || part === path[i]);

/** Whether a path (no query) is one of the web app's pages; anything else is not found. */
export function isWebPage(path: string): boolean {
  const parts = segmentsOf(path);
  return webPagePatterns.some((pattern) => matchesPattern(parts, segmentsOf(pattern)));
}
