import { formatPrice, type Language } from '@jono/contract';
import { type MailContent, mailDate, renderMail } from '../../../lib/mail-layout';

/** What a refund mail tells, with the booking's date and time already in the shop's zone. */
export interface RefundMailFacts {
  language: Language;
  customerName: string;
  shopName: string;
  /** 'YYYY-MM-DD' on the shop's clock. */
  date: string;
  timeRange: string;
  amountCents: number;
  currency: string;
  manageUrl: string;
}

type Words = (facts: RefundMailFacts, amount: string) => MailContent;

const approved: Record<Language, Words> = {
  fi: (r, amount) => ({
    subject: `Palautus hyväksytty: ${r.shopName}`,
    greeting: `Hei ${r.customerName},`,
    paragraphs: [
      `${r.shopName} hyväksyi palautuspyyntösi varauksesta ${r.date} klo ${r.timeRange}.`,
      `Palautamme ${amount} samalle maksutavalle, jolla maksoit. Summa näkyy tililläsi muutaman pankkipäivän kuluessa.`,
    ],
    action: { label: 'Näytä varaus', url: r.manageUrl },
    footer: 'Tämä viesti lähetettiin, koska pyysit palautusta Jonossa.',
  }),
  en: (r, amount) => ({
    subject: `Refund approved: ${r.shopName}`,
    greeting: `Hi ${r.customerName},`,
    paragraphs: [
      `${r.shopName} approved your refund request for the booking on ${r.date} at ${r.timeRange}.`,
      `We are refunding ${amount} to the card or account you paid with. It shows on your statement within a few banking days.`,
    ],
    action: { label: 'View the booking', url: r.manageUrl },
    footer: 'You receive this message because you asked for a refund on Jono.',
  }),
  es: (r, amount) => ({
    subject: `Reembolso aprobado: ${r.shopName}`,
    greeting: `Hola ${r.customerName}:`,
    paragraphs: [
      `${r.shopName} ha aprobado tu solicitud de reembolso de la reserva del ${r.date} a las ${r.timeRange}.`,
      `Te devolvemos ${amount} al mismo medio de pago que usaste. Lo verás en tu cuenta en unos días hábiles.`,
    ],
    action: { label: 'Ver la reserva', url: r.manageUrl },
    footer: 'Recibes este mensaje porque pediste un reembolso en Jono.',
  }),
  sv: (r, amount) => ({
    subject: `Återbetalning godkänd: ${r.shopName}`,
    greeting: `Hej ${r.customerName},`,
    paragraphs: [
      `${r.shopName} godkände din begäran om återbetalning för bokningen ${r.date} kl. ${r.timeRange}.`,
      `Vi betalar tillbaka ${amount} till samma betalsätt som du använde. Beloppet syns på ditt konto inom några bankdagar.`,
    ],
    action: { label: 'Visa bokningen', url: r.manageUrl },
    footer: 'Du får det här meddelandet eftersom du bad om en återbetalning i Jono.',
  }),
};

type RejectedWords = (facts: RefundMailFacts, amount: string, reason: string) => MailContent;

const rejected: Record<Language, RejectedWords> = {
  fi: (r, amount, reason) => ({
    subject: `Palautuspyyntö hylätty: ${r.shopName}`,
    greeting: `Hei ${r.customerName},`,
    paragraphs: [
      `${r.shopName} ei hyväksynyt pyyntöäsi palauttaa ${amount} varauksesta ${r.date} klo ${r.timeRange}.`,
      `Liikkeen perustelu: ${reason}`,
      'Jos sinulla on kysyttävää, ota yhteyttä suoraan liikkeeseen.',
    ],
    action: { label: 'Näytä varaus', url: r.manageUrl },
    footer: 'Tämä viesti lähetettiin, koska pyysit palautusta Jonossa.',
  }),
  en: (r, amount, reason) => ({
    subject: `Refund request declined: ${r.shopName}`,
    greeting: `Hi ${r.customerName},`,
    paragraphs: [
      `${r.shopName} declined your request to refund ${amount} for the booking on ${r.date} at ${r.timeRange}.`,
      `The shop's reason: ${reason}`,
      'If you have questions, please contact the shop directly.',
    ],
    action: { label: 'View the booking', url: r.manageUrl },
    footer: 'You receive this message because you asked for a refund on Jono.',
  }),
  es: (r, amount, reason) => ({
    subject: `Solicitud de reembolso rechazada: ${r.shopName}`,
    greeting: `Hola ${r.customerName}:`,
    paragraphs: [
      `${r.shopName} ha rechazado tu solicitud de reembolso de ${amount} de la reserva del ${r.date} a las ${r.timeRange}.`,
      `Motivo de la barbería: ${reason}`,
      'Si tienes preguntas, ponte en contacto directamente con la barbería.',
    ],
    action: { label: 'Ver la reserva', url: r.manageUrl },
    footer: 'Recibes este mensaje porque pediste un reembolso en Jono.',
  }),
  sv: (r, amount, reason) => ({
    subject: `Begäran om återbetalning avslogs: ${r.shopName}`,
    greeting: `Hej ${r.customerName},`,
    paragraphs: [
      `${r.shopName} avslog din begäran om att få tillbaka ${amount} för bokningen ${r.date} kl. ${r.timeRange}.`,
      `Salongens motivering: ${reason}`,
      'Om du har frågor, kontakta salongen direkt.',
    ],
    action: { label: 'Visa bokningen', url: r.manageUrl },
    footer: 'Du får det här meddelandet eftersom du bad om en återbetalning i Jono.',
  }),
};

/** The fee was paid after the hold ran out and someone else took the time. */
export interface SlotLostMailFacts extends RefundMailFacts {
  /** The shop's booking page, to choose a new time. */
  bookAgainUrl: string;
}

type SlotLostWords = (facts: SlotLostMailFacts, amount: string) => MailContent;

const slotLost: Record<Language, SlotLostWords> = {
  fi: (f, amount) => ({
    subject: `Varausta ei voitu vahvistaa: ${f.shopName}`,
    greeting: `Hei ${f.customerName},`,
    paragraphs: [
      `Maksusi saapui vasta, kun varauksesi aika ${f.date} klo ${f.timeRange} oli jo vapautunut, ja aika ehdittiin varata toiselle asiakkaalle.`,
      `Palautamme varausmaksun ${amount} samalle maksutavalle. Valitse halutessasi uusi aika.`,
    ],
    action: { label: 'Valitse uusi aika', url: f.bookAgainUrl },
    footer: 'Pahoittelemme vaivaa.',
  }),
  en: (f, amount) => ({
    subject: `Your booking could not be confirmed: ${f.shopName}`,
    greeting: `Hi ${f.customerName},`,
    paragraphs: [
      `Your payment arrived after the hold on ${f.date} at ${f.timeRange} had run out, and the time was booked by someone else.`,
      `We are refunding the booking fee of ${amount} to the way you paid. You are welcome to choose a new time.`,
    ],
    action: { label: 'Choose a new time', url: f.bookAgainUrl },
    footer: 'We are sorry for the trouble.',
  }),
  es: (f, amount) => ({
    subject: `No se pudo confirmar tu reserva: ${f.shopName}`,
    greeting: `Hola ${f.customerName}:`,
    paragraphs: [
      `Tu pago llegó cuando la reserva del ${f.date} a las ${f.timeRange} ya había caducado, y otra persona reservó esa hora.`,
      `Te devolvemos la tarifa de reserva de ${amount} al mismo medio de pago. Puedes elegir otra hora cuando quieras.`,
    ],
    action: { label: 'Elegir otra hora', url: f.bookAgainUrl },
    footer: 'Sentimos las molestias.',
  }),
  sv: (f, amount) => ({
    subject: `Bokningen kunde inte bekräftas: ${f.shopName}`,
    greeting: `Hej ${f.customerName},`,
    paragraphs: [
      `Din betalning kom fram först när reservationen ${f.date} kl. ${f.timeRange} hade gått ut, och tiden hann bokas av någon annan.`,
      `Vi betalar tillbaka bokningsavgiften på ${amount} till samma betalsätt. Välj gärna en ny tid.`,
    ],
    action: { label: 'Välj en ny tid', url: f.bookAgainUrl },
    footer: 'Vi ber om ursäkt för besväret.',
  }),
};

const amountOf = (r: RefundMailFacts) => formatPrice(r.amountCents, r.language, r.currency);

/** The facts with the date written the language's one way. */
const written = <Facts extends RefundMailFacts>(r: Facts): Facts => ({
  ...r,
  date: mailDate(r.date, r.language),
});

export const refundApprovedMail = (facts: RefundMailFacts) =>
  renderMail(approved[facts.language](written(facts), amountOf(facts)));

export const refundRejectedMail = (facts: RefundMailFacts, reason: string) =>
  renderMail(rejected[facts.language](written(facts), amountOf(facts), reason));

export const slotLostMail = (facts: SlotLostMailFacts) =>
  renderMail(slotLost[facts.language](written(facts), amountOf(facts)));
