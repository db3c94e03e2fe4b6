/**
 * Every URL of the web app, built in one place (spec section 2). A parameterised path is a
 * function that builds the link and carries its router `pattern`.
 */
function withPattern<Args extends string[]>(pattern: string, build: (...args: Args) => string) {
  return Object.assign(build, { pattern });
}

const segment = (value: string) => encodeURIComponent(value);

const dashboard = {
  root: '/dashboard',
  overview: '/dashboard',
  analytics: '/dashboard/analytics',
  appointments: '/dashboard/appointments',
  profile: '/dashboard/profile',
  queueRefunds: '/dashboard/queue-refundes',
  queueStatus: '/dashboard/queue-status',
  staff: '/dashboard/staff',
  manage: {
    serviceCategories: '/dashboard/manage/serviceCategories',
    services: '/dashboard/manage/services',
    serviceAddons: '/dashboard/manage/servicesAddons',
    shopDetails: '/dashboard/manage/shopdetails',
  },
  manageBooking: {
    bookings: '/dashboard/manage-booking/bookings',
    slots: '/dashboard/manage-booking/slots',
    holidays: '/dashboard/manage-booking/holidays',
  },
} as const;

export const paths = {
  home: '/',
  preBooking: '/pre-booking',
  checkDetails: '/check-details',
  /** Check details opened on a booking (the confirmation mail links here). */
  checkBooking: (bookingId: string) => `/check-details?booking=${segment(bookingId)}`,
  barbershop: withPattern('/barbershop/:id', (id: string) => `/barbershop/${segment(id)}`),
  preBookingBarbershop: withPattern(
    '/prebooking/barbershop/:id',
    (id: string) => `/prebooking/barbershop/${segment(id)}`,
  ),
  shopNotFound: '/shop-notfound',

  preOrderConfirm: '/pre-orderconfirm',
  orderSummary: '/order-summary',
  orderTracking: withPattern(
    '/order-tracking/:orderId',
    (orderId: string) => `/order-tracking/${segment(orderId)}`,
  ),
  orderNotFound: '/order-notfound',

  welcome: '/welcome',
  registerNewShop: '/register/new-shop',
  paymentSuccess: '/success',
  paymentFailed: '/failed',
  /** The payment results of one booking (the provider sends the customer back to these). */
  bookingPaid: (bookingId: string) => `/success?booking=${segment(bookingId)}`,
  bookingPaymentFailed: (bookingId: string) => `/failed?booking=${segment(bookingId)}`,
  error: '/error',

  /** The staff login; `redirectTo` brings the user back to the page that sent them. */
  login: withPattern('/shop/login', (redirectTo?: string) =>
    redirectTo ? `/shop/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/shop/login',
  ),
  forgotPassword: '/forgot-password',
  verifyEmail: withPattern(
    '/verify-email/:token',
    (token: string) => `/verify-email/${segment(token)}`,
  ),
  resetPassword: withPattern(
    '/reset-password/:token',
    (token: string) => `/reset-password/${segment(token)}`,
  ),
  verificationMailSent: '/verification-mailsent',

  shopCurrentStatus: withPattern(
    '/shop-currentstatus/:id',
    (shopId: string) => `/shop-currentstatus/${segment(shopId)}`,
  ),

  dashboard,
} as const;

/**
 * A `redirectTo` taken from the address bar is only followed inside the staff pages, so a
 * crafted link can never send someone off-site.
 */
export function safeStaffRedirect(redirectTo: string | null | undefined): string | null {
  if (!redirectTo) return null;
  const isStaffPage =
    redirectTo === dashboard.root ||
    redirectTo.startsWith(`${dashboard.root}/`) ||
    redirectTo.startsWith('/shop-currentstatus/');
  return isStaffPage ? redirectTo : null;
}
