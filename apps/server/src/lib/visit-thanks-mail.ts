import { asLanguage, type Language, UNDO_WINDOW_MS } from '@jono/contract';
import { renderMail } from './mail-layout';

export interface VisitThanksFacts {
  /** A walk-in's mail says they queued, a booking's that they booked. */
  kind: 'walkIn' | 'booking';
  language: string;
  customerName: string;
  shopName: string;
  /** Where the visit is rated: the walk-in's tracking page, the booking's details page. */
  reviewUrl: string;
}

type Words = (
  name: string,
  shop: string,
) => {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: Record<VisitThanksFacts['kind'], string>;
};

const words: Record<Language, Words> = {
  fi: (name, shop) => ({
    subject: `Kiitos käynnistä: ${shop}`,
    greeting: `Hei ${name},`,
    body: `Kiitos, että kävit liikkeessä ${shop}. Miten onnistuimme? Arviosi auttaa muita asiakkaita ja liikettä.`,
    action: 'Arvioi käyntisi',
    footer: {
      walkIn: 'Saat tämän viestin, koska jonotit Jonossa ja annoit sähköpostiosoitteesi.',
      booking: 'Saat tämän viestin, koska varasit ajan Jonossa ja annoit sähköpostiosoitteesi.',
    },
  }),
  en: (name, shop) => ({
    subject: `Thanks for visiting ${shop}`,
    greeting: `Hi ${name},`,
    body: `Thank you for visiting ${shop}. How did we do? Your review helps other customers and the shop.`,
    action: 'Rate your visit',
    footer: {
      walkIn: 'You get this message because you queued on Jono and gave your email.',
      booking: 'You get this message because you booked on Jono and gave your email.',
    },
  }),
  es: (name, shop) => ({
    subject: `Gracias por visitar ${shop}`,
    greeting: `Hola ${name}:`,
    body: `Gracias por visitar ${shop}. ¿Qué tal lo hicimos? Tu reseña ayuda a otros clientes y a la barbería.`,
    action: 'Valora tu visita',
    footer: {
      walkIn: 'Recibes este mensaje porque hiciste cola en Jono y diste tu correo.',
      booking: 'Recibes este mensaje porque reservaste en Jono y diste tu correo.',
    },
  }),
  sv: (name, shop) => ({
    subject: `Tack för besöket hos ${shop}`,
    greeting: `Hej ${name},`,
    body: `Tack för att du besökte ${shop}. Hur gick det? Din recension hjälper andra kunder och salongen.`,
    action: 'Betygsätt ditt besök',
    footer: {
      walkIn: 'Du får det här meddelandet eftersom du köade på Jono och angav din e-post.',
      booking: 'Du får det här meddelandet eftersom du bokade på Jono och angav din e-post.',
    },
  }),
};

/** After a served visit: thanks, in the order's language, and a link to rate the visit. */
export function visitThanksMail(facts: VisitThanksFacts) {
  const w = words[asLanguage(facts.language)](facts.customerName, facts.shopName);
  return renderMail({
    subject: w.subject,
    greeting: w.greeting,
    paragraphs: [w.body],
    action: { label: w.action, url: facts.reviewUrl },
    footer: w.footer[facts.kind],
  });
}

/** The outbox key of a visit's thank-you mail, by which a finish taken back withdraws it. */
export const visitThanksAbout = (visitId: string) => `visit-thanks:${visitId}`;

/**
 * A finish can be taken back for the undo window (and a few seconds of clock drift between
 * the app and the database): the thanks wait until then, so no one is asked to rate a visit
 * that did not end.
 */
export const visitThanksNotBefore = (finishedAt: Date) =>
  new Date(finishedAt.getTime() + UNDO_WINDOW_MS + 5_000);
