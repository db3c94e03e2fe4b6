import type { Language } from '@jono/contract';

/** The export's files, in the order the README lists them. */
export const exportFiles = [
  'services.csv',
  'service-categories.csv',
  'addons.csv',
  'walk-ins.csv',
  'bookings.csv',
  'waitlist.csv',
  'payments.csv',
  'refunds.csv',
  'audit-log.csv',
] as const;
export type ExportFile = (typeof exportFiles)[number];

interface ReadmeWords {
  title: (shopName: string, exportedAt: string) => string;
  files: Record<ExportFile, string>;
  notes: string[];
}

/**
 * The README in the owner's language. File names and column names stay English in every
 * language, so a sheet or script made for one export reads the next one too.
 */
const words: Record<Language, ReadmeWords> = {
  en: {
    title: (shop, at) => `Jono: the data of ${shop}, exported ${at}`,
    files: {
      'services.csv': 'the services of the price list, with their category, price and length',
      'service-categories.csv': 'the categories of the price list',
      'addons.csv': 'the add-ons and the services they go with',
      'walk-ins.csv': 'every walk-in queue order: customer, services, times, barber',
      'bookings.csv': 'every booking: customer, services, booked time, barber',
      'waitlist.csv': 'the people waiting for a time on a full day: customer, day, services, state',
      'payments.csv': 'the booking fees paid online, by booking code',
      'refunds.csv': 'the refund requests of booking fees and how they were handled',
      'audit-log.csv': "the record of staff actions on customers' orders and money",
    },
    notes: [
      'Times are ISO 8601 in UTC (2027-03-20T08:30:00.000Z).',
      'Money is in euros with a dot for decimals (25.00); the currency column names the currency.',
      'Order and booking codes are written as the screens show them (K7M-2QD), in every file alike.',
      "A customer's name, phone and email are empty once the shop's retention period has wiped them.",
      'The files are UTF-8 CSV (RFC 4180). A text that starts with = + - or @ begins with an apostrophe, so a spreadsheet never runs it as a formula.',
      "bookings.csv's cancel_reason is the staff's own words when they cancelled; otherwise a code: customer (the customer cancelled), payment_expired (the fee was not paid in time), payment_unavailable (online payment could not be opened), no-show (the customer did not come), waitlist_removed (a time held for someone waiting, let go when staff took them off the waitlist), waitlist_unreached (a time offered to someone waiting whom no mail or notification could reach; it went to the next in line).",
    ],
  },
  fi: {
    title: (shop, at) => `Jono: liikkeen ${shop} tiedot, viety ${at}`,
    files: {
      'services.csv': 'hinnaston palvelut, niiden kategoria, hinta ja kesto',
      'service-categories.csv': 'hinnaston kategoriat',
      'addons.csv': 'lisäpalvelut ja palvelut, joihin ne kuuluvat',
      'walk-ins.csv': 'jokainen jonotilaus: asiakas, palvelut, ajat, parturi',
      'bookings.csv': 'jokainen ajanvaraus: asiakas, palvelut, varattu aika, parturi',
      'waitlist.csv': 'täyden päivän vapautuvaa aikaa odottavat: asiakas, päivä, palvelut, tila',
      'payments.csv': 'verkossa maksetut varausmaksut varaustunnuksittain',
      'refunds.csv': 'varausmaksujen palautuspyynnöt ja niiden käsittely',
      'audit-log.csv': 'loki henkilökunnan toimista asiakkaiden tilauksiin ja rahaan',
    },
    notes: [
      'Ajat ovat ISO 8601 -muodossa UTC-ajassa (2027-03-20T08:30:00.000Z).',
      'Rahasummat ovat euroina, desimaalierottimena piste (25.00); currency-sarake kertoo valuutan.',
      'Tilaus- ja varaustunnukset on kirjoitettu kuten näytöillä (K7M-2QD), kaikissa tiedostoissa samoin.',
      'Asiakkaan nimi, puhelin ja sähköposti ovat tyhjiä, kun liikkeen säilytysaika on poistanut ne.',
      'Tiedostot ovat UTF-8-muotoisia CSV-tiedostoja (RFC 4180). Merkeillä = + - tai @ alkavan tekstin eteen on lisätty heittomerkki, jottei taulukkolaskenta aja sitä kaavana.',
      'bookings.csv-tiedoston cancel_reason on henkilökunnan omin sanoin kirjoitettu syy, kun he peruivat varauksen; muuten koodi: customer (asiakas perui), payment_expired (maksua ei maksettu ajoissa), payment_unavailable (verkkomaksua ei voitu avata), no-show (asiakas ei saapunut), waitlist_removed (odottajalle pidetty aika vapautettiin, kun henkilökunta poisti hänet odotuslistalta), waitlist_unreached (odottajalle tarjottu aika, jota ei saatu tiedoksi sähköpostilla eikä ilmoituksella; se siirtyi seuraavalle).',
    ],
  },
  es: {
    title: (shop, at) => `Jono: los datos de ${shop}, exportados el ${at}`,
    files: {
      'services.csv': 'los servicios de la lista de precios, con su categoría, precio y duración',
      'service-categories.csv': 'las categorías de la lista de precios',
      'addons.csv': 'los complementos y los servicios a los que acompañan',
      'walk-ins.csv': 'cada pedido de la cola: cliente, servicios, horas, barbero',
      'bookings.csv': 'cada reserva: cliente, servicios, hora reservada, barbero',
      'waitlist.csv':
        'quienes esperan una hora en un día completo: cliente, día, servicios, estado',
      'payments.csv': 'las tarifas de reserva pagadas en línea, por código de reserva',
      'refunds.csv': 'las solicitudes de reembolso de tarifas de reserva y cómo se resolvieron',
      'audit-log.csv':
        'el registro de las acciones del personal sobre pedidos y dinero de los clientes',
    },
    notes: [
      'Las horas están en ISO 8601 y en UTC (2027-03-20T08:30:00.000Z).',
      'Los importes están en euros con punto decimal (25.00); la columna currency indica la moneda.',
      'Los códigos de pedido y de reserva se escriben como en las pantallas (K7M-2QD), igual en todos los archivos.',
      'El nombre, el teléfono y el correo del cliente quedan vacíos cuando el plazo de conservación de la barbería los ha borrado.',
      'Los archivos son CSV en UTF-8 (RFC 4180). Un texto que empieza por = + - o @ lleva delante un apóstrofo, para que una hoja de cálculo nunca lo ejecute como fórmula.',
      'En bookings.csv, cancel_reason son las palabras del personal cuando canceló; si no, un código: customer (canceló el cliente), payment_expired (la tarifa no se pagó a tiempo), payment_unavailable (no se pudo abrir el pago en línea), no-show (el cliente no vino), waitlist_removed (una hora reservada para alguien en espera, liberada cuando el personal lo quitó de la lista de espera), waitlist_unreached (una hora ofrecida a alguien en espera al que no llegó ni correo ni notificación; pasó al siguiente).',
    ],
  },
  sv: {
    title: (shop, at) => `Jono: uppgifterna för ${shop}, exporterade ${at}`,
    files: {
      'services.csv': 'prislistans tjänster med kategori, pris och längd',
      'service-categories.csv': 'prislistans kategorier',
      'addons.csv': 'tillvalen och tjänsterna de hör till',
      'walk-ins.csv': 'varje köbeställning: kund, tjänster, tider, frisör',
      'bookings.csv': 'varje bokning: kund, tjänster, bokad tid, frisör',
      'waitlist.csv': 'de som väntar på en tid en fullbokad dag: kund, dag, tjänster, status',
      'payments.csv': 'bokningsavgifter betalda på nätet, per bokningskod',
      'refunds.csv': 'begäranden om återbetalning av bokningsavgifter och hur de hanterades',
      'audit-log.csv': 'loggen över personalens åtgärder på kundernas beställningar och pengar',
    },
    notes: [
      'Tider anges i ISO 8601 och UTC (2027-03-20T08:30:00.000Z).',
      'Belopp anges i euro med punkt som decimaltecken (25.00); kolumnen currency anger valutan.',
      'Beställnings- och bokningskoder skrivs som på skärmarna (K7M-2QD), lika i alla filer.',
      'Kundens namn, telefon och e-post är tomma när butikens lagringstid har raderat dem.',
      'Filerna är CSV i UTF-8 (RFC 4180). En text som börjar med = + - eller @ inleds med en apostrof, så att ett kalkylprogram aldrig kör den som en formel.',
      'I bookings.csv är cancel_reason personalens egna ord när de avbokade; annars en kod: customer (kunden avbokade), payment_expired (avgiften betalades inte i tid), payment_unavailable (betalningen på nätet kunde inte öppnas), no-show (kunden kom inte), waitlist_removed (en tid som hölls för någon på väntelistan, släppt när personalen tog bort hen från väntelistan), waitlist_unreached (en tid som erbjöds någon på väntelistan som varken e-post eller avisering nådde; den gick vidare till nästa i tur).',
    ],
  },
};

/** What each file of the export holds, and how its times and money are written. */
export function exportReadme(language: Language, shopName: string, exportedAt: Date): string {
  const w = words[language];
  const lines = [
    w.title(shopName, exportedAt.toISOString()),
    '',
    ...exportFiles.map((file) => `${file}: ${w.files[file]}`),
    '',
    ...w.notes.map((note) => `- ${note}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
