import type { WeekdayHours } from '../schema';

/** ISO weekdays: 1 = Monday ... 7 = Sunday. */
const hours = (days: number[], opens: string, closes: string): WeekdayHours[] =>
  days.map((weekday) => ({ weekday, opens, closes }));
const weekdays = [1, 2, 3, 4, 5];

export interface DemoShop {
  slug: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  lat: number;
  lng: number;
  chairCount: number;
  openingHours: WeekdayHours[];
  weeklyOffs: number[];
  /** Multiplies the base price list: city-centre shops charge more. */
  priceFactor: number;
  /** The barber's own weekly hours; left out, they work the shop's opening hours. */
  barberHours?: WeekdayHours[];
  /** Whole days the barber is off, counted from the seeding day: [first, last]. */
  barberDaysOff?: [number, number];
  /**
   * The barber's own terms for services of the menu (by key): one they do not do, or their
   * own price (a factor of the shop's) and minutes.
   */
  barberServices?: { key: string; offered: boolean; priceFactor?: number; minutes?: number }[];
}

export const demoShops: DemoShop[] = [
  {
    slug: 'kallio',
    name: 'Parturi Kallio',
    address: 'Helsinginkatu 15',
    postalCode: '00500',
    city: 'Helsinki',
    lat: 60.1841,
    lng: 24.9496,
    chairCount: 4,
    openingHours: [...hours(weekdays, '09:00', '19:00'), ...hours([6], '10:00', '16:00')],
    weeklyOffs: [7],
    priceFactor: 1,
  },
  {
    slug: 'keskusta',
    name: 'Jono 24/7 Barbers',
    address: 'Mannerheimintie 22',
    postalCode: '00100',
    city: 'Helsinki',
    lat: 60.1699,
    lng: 24.9384,
    chairCount: 3,
    // Open around the clock, so the walk-in queue can be tried at any hour.
    openingHours: hours([1, 2, 3, 4, 5, 6, 7], '00:00', '24:00'),
    weeklyOffs: [],
    priceFactor: 1.15,
    // The barber takes longer over a fade and asks less for it, and shaves nobody.
    barberServices: [
      { key: 'fade', offered: true, priceFactor: 0.85, minutes: 50 },
      { key: 'shave', offered: false },
    ],
  },
  {
    slug: 'punavuori',
    name: 'Punavuoren Partaamo',
    address: 'Fredrikinkatu 19',
    postalCode: '00120',
    city: 'Helsinki',
    lat: 60.162,
    lng: 24.939,
    chairCount: 2,
    openingHours: hours([2, 3, 4, 5, 6], '10:00', '18:00'),
    weeklyOffs: [1, 7],
    priceFactor: 1.2,
    // Works afternoons only, and has a long weekend off next week.
    barberHours: hours([2, 3, 4, 5, 6], '12:00', '18:00'),
    barberDaysOff: [7, 9],
  },
  {
    slug: 'tapiola',
    name: 'Barber Tapiola',
    address: 'Tapionaukio 4',
    postalCode: '02100',
    city: 'Espoo',
    lat: 60.1756,
    lng: 24.8053,
    chairCount: 6,
    openingHours: [...hours([1, 2, 3, 4, 5, 6], '09:00', '20:00'), ...hours([7], '11:00', '17:00')],
    // A split shift on weekdays, off at weekends.
    barberHours: [...hours(weekdays, '09:00', '13:00'), ...hours(weekdays, '15:00', '20:00')],
    weeklyOffs: [],
    priceFactor: 1.05,
  },
  {
    slug: 'tikkurila',
    name: 'Tikkurilan Parturi',
    address: 'Tikkurilantie 10',
    postalCode: '01300',
    city: 'Vantaa',
    lat: 60.2925,
    lng: 25.044,
    chairCount: 2,
    openingHours: [...hours(weekdays, '10:00', '18:00'), ...hours([6], '10:00', '15:00')],
    weeklyOffs: [7],
    priceFactor: 0.9,
  },
  {
    slug: 'hameenkatu',
    name: 'Tampereen Tukkatalo',
    address: 'Hämeenkatu 10',
    postalCode: '33100',
    city: 'Tampere',
    lat: 61.4978,
    lng: 23.761,
    chairCount: 5,
    openingHours: [...hours(weekdays, '09:00', '18:00'), ...hours([6], '09:00', '15:00')],
    weeklyOffs: [7],
    priceFactor: 0.95,
  },
  {
    slug: 'aura',
    name: 'Parturi Aura',
    address: 'Eerikinkatu 12',
    postalCode: '20100',
    city: 'Turku',
    lat: 60.4518,
    lng: 22.2666,
    chairCount: 3,
    openingHours: hours([1, 2, 3, 4, 5, 6], '10:00', '18:00'),
    weeklyOffs: [7],
    priceFactor: 0.95,
  },
  {
    slug: 'harju',
    name: 'Parturi Harju',
    address: 'Kauppakatu 25',
    postalCode: '40100',
    city: 'Jyväskylä',
    lat: 62.2426,
    lng: 25.7473,
    chairCount: 3,
    openingHours: [...hours(weekdays, '09:00', '17:00'), ...hours([6], '10:00', '14:00')],
    weeklyOffs: [7],
    priceFactor: 0.85,
  },
  {
    slug: 'nord',
    name: 'Hiusstudio Nord',
    address: 'Kirkkokatu 20',
    postalCode: '90100',
    city: 'Oulu',
    lat: 65.0121,
    lng: 25.4682,
    chairCount: 2,
    openingHours: hours(weekdays, '10:00', '19:00'),
    weeklyOffs: [6, 7],
    priceFactor: 0.9,
  },
];

/**
 * One price list for every demo shop, scaled by its price factor. Prices in cents; popularity
 * is how often the generated history picks a service, relative to the others.
 */
export const demoCatalogue = [
  {
    category: 'Hiustenleikkaus',
    services: [
      {
        key: 'cut',
        name: 'Miesten hiustenleikkaus',
        description: 'Saksi- ja koneleikkaus, viimeistely ja muotoilu.',
        priceCents: 3200,
        durationMinutes: 30,
        popularity: 10,
      },
      {
        key: 'buzz',
        name: 'Konesiili',
        description: 'Yhden terän koneleikkaus koko päähän.',
        priceCents: 2200,
        durationMinutes: 20,
        popularity: 4,
      },
      {
        key: 'fade',
        name: 'Skin fade',
        description: 'Häivytys nollaan, päältä saksilla tai koneella.',
        priceCents: 3800,
        durationMinutes: 40,
        popularity: 6,
      },
      {
        key: 'kids',
        name: 'Lasten hiustenleikkaus (alle 12 v.)',
        description: 'Rauhallinen leikkaus pienille asiakkaille.',
        priceCents: 2400,
        durationMinutes: 25,
        popularity: 3,
      },
    ],
  },
  {
    category: 'Parta',
    services: [
      {
        key: 'beard',
        name: 'Parran muotoilu',
        description: 'Parran trimmaus ja rajaus koneella ja veitsellä.',
        priceCents: 2200,
        durationMinutes: 20,
        popularity: 4,
      },
      {
        key: 'shave',
        name: 'Perinteinen parranajo',
        description: 'Partaveitsiajo kuumalla pyyhkeellä.',
        priceCents: 3500,
        durationMinutes: 35,
        popularity: 2,
      },
    ],
  },
  {
    category: 'Paketit',
    services: [
      {
        key: 'combo',
        name: 'Leikkaus + parta',
        description: 'Hiustenleikkaus ja parran muotoilu samalla kertaa.',
        priceCents: 4900,
        durationMinutes: 50,
        popularity: 5,
      },
    ],
  },
];

export const demoAddons = [
  {
    name: 'Hiustenpesu',
    priceCents: 500,
    durationMinutes: 10,
    appliesTo: ['cut', 'buzz', 'fade', 'kids', 'combo'],
  },
  {
    name: 'Kulmien siistiminen',
    priceCents: 800,
    durationMinutes: 10,
    appliesTo: ['cut', 'fade', 'beard', 'shave', 'combo'],
  },
  { name: 'Kuumapyyhe', priceCents: 600, durationMinutes: 5, appliesTo: ['beard', 'combo'] },
  {
    name: 'Muotoilutuote mukaan',
    priceCents: 400,
    durationMinutes: 0,
    appliesTo: ['cut', 'fade', 'combo'],
  },
];

/** The additional-service options, all off until a customer picks them. */
export const demoAdditionalServices = {
  noHotTowel: { name: 'No hot towel', value: false },
  noWash: { name: 'No wash', value: false },
  silentService: { name: 'Silent service', value: false },
};

/** Every demo account signs in with this password (README, "Demo logins"). */
export const demoPassword = 'JonoDemo2026!';

export const demoStaffRoles = [
  { role: 'owner', firstName: 'Omistaja' },
  { role: 'barber', firstName: 'Parturi' },
  { role: 'receptionist', firstName: 'Vastaanotto' },
] as const;

/**
 * The past trade the demo shops start with, so analytics has something to show: arrivals per
 * chair (bookings per bookable chair) on a full day by ISO weekday, Monday first, busiest at
 * the end of the week. A day shorter than `fullDayHours` gets its share.
 */
export const demoHistory = {
  days: 90,
  fullDayHours: 8,
  walkInsPerChair: [6, 6, 7, 7, 9, 10, 5],
  bookingsPerChair: [1, 1, 1.5, 1.5, 2, 2, 1],
};
