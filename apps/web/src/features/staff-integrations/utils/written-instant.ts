import { browserTimeZone, formatShopDateTime } from '@/lib/dates';

/**
 * An instant of an endpoint or a delivery, e.g. "22 Nov 2026, 16:44", on this device's clock:
 * the answers name no shop clock, and the owner reading the log compares it with the other
 * software's log, on the same device's clock.
 */
export const writtenInstant = (instant: string, language: string): string =>
  formatShopDateTime(instant, language, browserTimeZone());
