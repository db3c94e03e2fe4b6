import { asLanguage, type Language, webPaths } from '@jono/contract';
import { renderMail } from '../../lib/mail-layout';

export interface VisitThanksFacts {
  language: string;
  customerName: string;
  shopName: string;
  orderId: string;
  publicUrl: string;
}

type Words = (
  name: string,
  shop: string,
) => {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
};

const words: Record<Language, Words> = {
  fi: (name, shop) => ({
    subject: `Kiitos käynnistä: ${shop}`,
    greeting: `Hei ${name},`,
    body: `Kiitos, että kävit liikkeessä ${shop}. Miten onnistuimme? Arviosi auttaa muita asiakkaita ja liikettä.`,
    action: 'Arvioi käyntisi',
    footer: 'Saat tämän viestin, koska jonotit Jonossa ja annoit sähköpostiosoitteesi.',
  }),
  en: (name, shop) => ({
    subject: `Thanks for visiting ${shop}`,
    greeting: `Hi ${name},`,
    body: `Thank you for visiting ${shop}. How did we do? Your review helps other customers and the shop.`,
    action: 'Rate your visit',
    footer: 'You get this message because you queued on Jono and gave your email.',
  }),
  es: (name, shop) => ({
    subject: `Gracias por visitar ${shop}`,
    greeting: `Hola ${name}:`,
    body: `Gracias por visitar ${shop}. ¿Qué tal lo hicimos? Tu reseña ayuda a otros clientes y a la barbería.`,
    action: 'Valora tu visita',
    footer: 'Recibes este mensaje porque hiciste cola en Jono y diste tu correo.',
  }),
  sv: (name, shop) => ({
    subject: `Tack för besöket hos ${shop}`,
    greeting: `Hej ${name},`,
    body: `Tack för att du besökte ${shop}. Hur gick det? Din recension hjälper andra kunder och salongen.`,
    action: 'Betygsätt ditt besök',
    footer: 'Du får det här meddelandet eftersom du köade på Jono och angav din e-post.',
  }),
};

/** After a served walk-in: thanks, in the order's language, and a link to rate the visit. */
export function visitThanksMail(facts: VisitThanksFacts) {
  const w = words[asLanguage(facts.language)](facts.customerName, facts.shopName);
  return renderMail({
    subject: w.subject,
    greeting: w.greeting,
    paragraphs: [w.body],
    action: { label: w.action, url: `${facts.publicUrl}${webPaths.orderTracking(facts.orderId)}` },
    footer: w.footer,
  });
}
