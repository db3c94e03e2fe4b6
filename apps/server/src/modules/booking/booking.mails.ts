import { formatPrice, type Language } from '@jono/contract';
import { type MailContent, mailDate, renderMail, type VisitMailFacts } from '../../lib/mail-layout';

/** What every booking mail tells about the booking, already in the shop's time zone. */
export interface BookingMailFacts extends VisitMailFacts {
  services: { name: string; quantity: number }[];
  totalCents: number;
  feeCents: number;
  currency: string;
  /** The booking's short code as people read it ('K7M-2QD'). */
  code: string;
  manageUrl: string;
}

export interface CancellationOutcome {
  by: 'customer' | 'shop';
  /** The shop's reason, told to the customer when the shop cancels. */
  reason: string | null;
  refundedCents: number;
  /** A paid fee stayed with the shop: the customer may ask for it on the manage page. */
  canRequestRefund: boolean;
}

/** Dates, money and lists in the customer's language; the calendar date is the shop's. */
function formatted(facts: BookingMailFacts) {
  const money = (cents: number) => formatPrice(cents, facts.language, facts.currency);
  return {
    date: mailDate(facts.date, facts.language),
    services: facts.services.map((s) => `${s.name} × ${s.quantity}`).join(', '),
    total: money(facts.totalCents),
    fee: money(facts.feeCents),
    money,
  };
}

type Formatted = ReturnType<typeof formatted>;
type ConfirmationWords = (facts: BookingMailFacts, f: Formatted) => MailContent;

const confirmation: Record<Language, ConfirmationWords> = {
  fi: (b, f) => ({
    subject: `Varaus vahvistettu: ${b.shopName}, ${f.date} ${b.timeRange}`,
    greeting: `Hei ${b.customerName},`,
    paragraphs: [
      'Varauksesi on vahvistettu. Tervetuloa!',
      `Varaustunnus: ${b.code}`,
      `Liike: ${b.shopName}, ${b.address}`,
      `Päivä: ${f.date}`,
      `Aika: ${b.timeRange}`,
      `Palvelut: ${f.services}`,
      `Yhteensä: ${f.total} (maksetaan liikkeessä)`,
      ...(b.feeCents > 0 ? [`Varausmaksu maksettu: ${f.fee}`] : []),
      'Kalenteritiedosto on liitteenä.',
    ],
    action: { label: 'Näytä tai peru varaus', url: b.manageUrl },
    footer: 'Saat tämän viestin, koska teit varauksen Jonossa.',
  }),
  en: (b, f) => ({
    subject: `Booking confirmed: ${b.shopName}, ${f.date} ${b.timeRange}`,
    greeting: `Hi ${b.customerName},`,
    paragraphs: [
      'Your booking is confirmed. See you soon!',
      `Booking code: ${b.code}`,
      `Shop: ${b.shopName}, ${b.address}`,
      `Date: ${f.date}`,
      `Time: ${b.timeRange}`,
      `Services: ${f.services}`,
      `Total: ${f.total} (paid at the shop)`,
      ...(b.feeCents > 0 ? [`Booking fee paid: ${f.fee}`] : []),
      'A calendar file is attached.',
    ],
    action: { label: 'View or cancel the booking', url: b.manageUrl },
    footer: 'You get this message because you made a booking on Jono.',
  }),
  es: (b, f) => ({
    subject: `Reserva confirmada: ${b.shopName}, ${f.date} ${b.timeRange}`,
    greeting: `Hola ${b.customerName}:`,
    paragraphs: [
      'Tu reserva está confirmada. ¡Hasta pronto!',
      `Código de reserva: ${b.code}`,
      `Barbería: ${b.shopName}, ${b.address}`,
      `Fecha: ${f.date}`,
      `Hora: ${b.timeRange}`,
      `Servicios: ${f.services}`,
      `Total: ${f.total} (se paga en la barbería)`,
      ...(b.feeCents > 0 ? [`Tarifa de reserva pagada: ${f.fee}`] : []),
      'Adjuntamos un archivo de calendario.',
    ],
    action: { label: 'Ver o cancelar la reserva', url: b.manageUrl },
    footer: 'Recibes este mensaje porque hiciste una reserva en Jono.',
  }),
  sv: (b, f) => ({
    subject: `Bokning bekräftad: ${b.shopName}, ${f.date} ${b.timeRange}`,
    greeting: `Hej ${b.customerName},`,
    paragraphs: [
      'Din bokning är bekräftad. Välkommen!',
      `Bokningskod: ${b.code}`,
      `Salong: ${b.shopName}, ${b.address}`,
      `Datum: ${f.date}`,
      `Tid: ${b.timeRange}`,
      `Tjänster: ${f.services}`,
      `Totalt: ${f.total} (betalas i salongen)`,
      ...(b.feeCents > 0 ? [`Bokningsavgift betald: ${f.fee}`] : []),
      'En kalenderfil finns bifogad.',
    ],
    action: { label: 'Visa eller avboka', url: b.manageUrl },
    footer: 'Du får det här meddelandet eftersom du bokade en tid på Jono.',
  }),
};

type CancellationWords = (
  facts: BookingMailFacts,
  f: Formatted,
  outcome: CancellationOutcome,
) => MailContent;

const cancellation: Record<Language, CancellationWords> = {
  fi: (b, f, o) => ({
    subject: `Varaus peruttu: ${b.shopName}, ${f.date} ${b.timeRange}`,
    greeting: `Hei ${b.customerName},`,
    paragraphs: [
      o.by === 'shop'
        ? `${b.shopName} joutui perumaan varauksesi ${f.date} klo ${b.timeRange}. Pahoittelemme.`
        : `Varauksesi ${f.date} klo ${b.timeRange} on peruttu.`,
      `Varaustunnus: ${b.code}`,
      ...(o.reason ? [`Syy: ${o.reason}`] : []),
      ...(o.refundedCents > 0
        ? [`Varausmaksu ${f.money(o.refundedCents)} palautetaan sinulle.`]
        : []),
      ...(o.canRequestRefund
        ? [
            'Varausmaksua ei palautettu automaattisesti. Voit pyytää hyvitystä alla olevasta linkistä.',
          ]
        : []),
    ],
    action: { label: 'Näytä varaus', url: b.manageUrl },
    footer: 'Saat tämän viestin, koska teit varauksen Jonossa.',
  }),
  en: (b, f, o) => ({
    subject: `Booking cancelled: ${b.shopName}, ${f.date} ${b.timeRange}`,
    greeting: `Hi ${b.customerName},`,
    paragraphs: [
      o.by === 'shop'
        ? `${b.shopName} had to cancel your booking on ${f.date} at ${b.timeRange}. We are sorry.`
        : `Your booking on ${f.date} at ${b.timeRange} is cancelled.`,
      `Booking code: ${b.code}`,
      ...(o.reason ? [`Reason: ${o.reason}`] : []),
      ...(o.refundedCents > 0
        ? [`Your booking fee of ${f.money(o.refundedCents)} is being refunded.`]
        : []),
      ...(o.canRequestRefund
        ? [
            'The booking fee was not refunded automatically. You can ask for a refund through the link below.',
          ]
        : []),
    ],
    action: { label: 'View the booking', url: b.manageUrl },
    footer: 'You get this message because you made a booking on Jono.',
  }),
  es: (b, f, o) => ({
    subject: `Reserva cancelada: ${b.shopName}, ${f.date} ${b.timeRange}`,
    greeting: `Hola ${b.customerName}:`,
    paragraphs: [
      o.by === 'shop'
        ? `${b.shopName} tuvo que cancelar tu reserva del ${f.date} a las ${b.timeRange}. Lo sentimos.`
        : `Tu reserva del ${f.date} a las ${b.timeRange} está cancelada.`,
      `Código de reserva: ${b.code}`,
      ...(o.reason ? [`Motivo: ${o.reason}`] : []),
      ...(o.refundedCents > 0
        ? [`Te devolvemos la tarifa de reserva de ${f.money(o.refundedCents)}.`]
        : []),
      ...(o.canRequestRefund
        ? [
            'La tarifa de reserva no se devolvió automáticamente. Puedes pedir el reembolso en el enlace de abajo.',
          ]
        : []),
    ],
    action: { label: 'Ver la reserva', url: b.manageUrl },
    footer: 'Recibes este mensaje porque hiciste una reserva en Jono.',
  }),
  sv: (b, f, o) => ({
    subject: `Bokning avbokad: ${b.shopName}, ${f.date} ${b.timeRange}`,
    greeting: `Hej ${b.customerName},`,
    paragraphs: [
      o.by === 'shop'
        ? `${b.shopName} var tvungen att avboka din tid ${f.date} kl. ${b.timeRange}. Vi beklagar.`
        : `Din bokning ${f.date} kl. ${b.timeRange} är avbokad.`,
      `Bokningskod: ${b.code}`,
      ...(o.reason ? [`Orsak: ${o.reason}`] : []),
      ...(o.refundedCents > 0
        ? [`Bokningsavgiften på ${f.money(o.refundedCents)} betalas tillbaka till dig.`]
        : []),
      ...(o.canRequestRefund
        ? [
            'Bokningsavgiften återbetalades inte automatiskt. Du kan begära återbetalning via länken nedan.',
          ]
        : []),
    ],
    action: { label: 'Visa bokningen', url: b.manageUrl },
    footer: 'Du får det här meddelandet eftersom du bokade en tid på Jono.',
  }),
};

export const bookingConfirmationMail = (facts: BookingMailFacts) =>
  renderMail(confirmation[facts.language](facts, formatted(facts)));

export const bookingCancellationMail = (facts: BookingMailFacts, outcome: CancellationOutcome) =>
  renderMail(cancellation[facts.language](facts, formatted(facts), outcome));

/** A moved booking's confirmation: the new time, told first, with the new calendar file. */
const moved: Record<Language, { subject: string; lead: string }> = {
  fi: { subject: 'Varaus siirretty', lead: 'Varauksesi on siirretty uuteen aikaan. Tervetuloa!' },
  en: { subject: 'Booking moved', lead: 'Your booking is moved to a new time. See you soon!' },
  es: {
    subject: 'Reserva cambiada',
    lead: 'Tu reserva se ha cambiado a una nueva hora. ¡Hasta pronto!',
  },
  sv: { subject: 'Bokning flyttad', lead: 'Din bokning är flyttad till en ny tid. Välkommen!' },
};

export function bookingMovedMail(facts: BookingMailFacts) {
  const f = formatted(facts);
  const content = confirmation[facts.language](facts, f);
  const words = moved[facts.language];
  return renderMail({
    ...content,
    subject: `${words.subject}: ${facts.shopName}, ${f.date} ${facts.timeRange}`,
    paragraphs: [words.lead, ...content.paragraphs.slice(1)],
  });
}

const given: Record<Language, { subject: string; lead: (barber: string) => string }> = {
  fi: {
    subject: 'Varauksesi uusi parturi',
    lead: (barber) => `Varauksesi on nyt parturilla ${barber}, samana päivänä ja samaan aikaan.`,
  },
  en: {
    subject: 'Your booking has a new barber',
    lead: (barber) => `Your booking is now with ${barber}, on the same day at the same time.`,
  },
  es: {
    subject: 'Tu reserva tiene otro barbero',
    lead: (barber) => `Tu reserva es ahora con ${barber}, el mismo día a la misma hora.`,
  },
  sv: {
    subject: 'Din bokning har en ny frisör',
    lead: (barber) => `Din bokning är nu hos ${barber}, samma dag och samma tid.`,
  },
};

/** The shop gave the booking to another barber: same time, who cuts now. */
export function bookingGivenMail(facts: BookingMailFacts, barberName: string) {
  const f = formatted(facts);
  const content = confirmation[facts.language](facts, f);
  const words = given[facts.language];
  return renderMail({
    ...content,
    subject: `${words.subject}: ${facts.shopName}, ${f.date} ${facts.timeRange}`,
    paragraphs: [words.lead(barberName), ...content.paragraphs.slice(1)],
  });
}
