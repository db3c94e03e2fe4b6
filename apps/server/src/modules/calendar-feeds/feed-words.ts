import type { Language } from '@jono/contract';

interface FeedWords {
  /** The shop's calendar as a phone lists it. */
  shopCalendar: (shop: string) => string;
  memberCalendar: (member: string, shop: string) => string;
  /** Marks a walk-in served, beside the bookings. */
  walkIn: string;
  /** Some calendars keep showing a cancelled event from a feed, so its title says so too. */
  cancelled: string;
  noShow: string;
}

/**
 * The feed's own words, in the language of whoever made it; every character is one that
 * calendar apps show as written, and names and services stay as the shop wrote them.
 */
export const feedWords: Record<Language, FeedWords> = {
  fi: {
    shopCalendar: (shop) => `${shop}: varaukset`,
    memberCalendar: (member, shop) => `${member}, ${shop}`,
    walkIn: 'Jonosta',
    cancelled: 'Peruttu',
    noShow: 'Ei saapunut',
  },
  en: {
    shopCalendar: (shop) => `${shop}: bookings`,
    memberCalendar: (member, shop) => `${member}, ${shop}`,
    walkIn: 'Walk-in',
    cancelled: 'Cancelled',
    noShow: 'No-show',
  },
  es: {
    shopCalendar: (shop) => `${shop}: reservas`,
    memberCalendar: (member, shop) => `${member}, ${shop}`,
    walkIn: 'Sin cita',
    cancelled: 'Cancelada',
    noShow: 'No se presentó',
  },
  sv: {
    shopCalendar: (shop) => `${shop}: bokningar`,
    memberCalendar: (member, shop) => `${member}, ${shop}`,
    walkIn: 'Drop-in',
    cancelled: 'Avbokad',
    noShow: 'Uteblev',
  },
};
