import type { Language } from '@jono/contract';
import {
  type MailContent,
  mailDate,
  renderMail,
  type VisitMailFacts,
} from '../../../lib/mail-layout';

/** What a waitlist offer tells: the freed time, held for the customer until `holdUntil`. */
export interface OfferMailFacts extends VisitMailFacts {
  /** 'HH:mm' on the shop's clock. */
  holdUntil: string;
  holdMinutes: number;
  offerUrl: string;
}

const words: Record<Language, (o: OfferMailFacts, date: string) => MailContent> = {
  fi: (o, date) => ({
    subject: `Aika vapautui: ${o.shopName}, ${date} ${o.timeRange}`,
    greeting: `Hei ${o.customerName},`,
    paragraphs: [
      `Toivoit kuulevasi, jos aika vapautuu. Liikkeessä ${o.shopName} vapautui aika ${date} klo ${o.timeRange}.`,
      `Pidämme ajan sinulle ${o.holdMinutes} minuuttia, klo ${o.holdUntil} asti. Sen jälkeen se tarjotaan seuraavalle jonossa.`,
      `Osoite: ${o.address}`,
    ],
    action: { label: 'Ota aika', url: o.offerUrl },
    footer: 'Saat tämän viestin, koska pyysit ilmoitusta vapautuvasta ajasta Jonossa.',
  }),
  en: (o, date) => ({
    subject: `A time freed up: ${o.shopName}, ${date} ${o.timeRange}`,
    greeting: `Hi ${o.customerName},`,
    paragraphs: [
      `You asked to hear if a time frees up. At ${o.shopName}, ${date} at ${o.timeRange} is now free.`,
      `We hold it for you for ${o.holdMinutes} minutes, until ${o.holdUntil}. After that it goes to the next person waiting.`,
      `Address: ${o.address}`,
    ],
    action: { label: 'Take this time', url: o.offerUrl },
    footer: 'You get this message because you asked Jono to tell you when a time frees up.',
  }),
  es: (o, date) => ({
    subject: `Se ha liberado una hora: ${o.shopName}, ${date} ${o.timeRange}`,
    greeting: `Hola ${o.customerName}:`,
    paragraphs: [
      `Pediste saber si se liberaba una hora. En ${o.shopName} ha quedado libre el ${date} a las ${o.timeRange}.`,
      `Te la guardamos ${o.holdMinutes} minutos, hasta las ${o.holdUntil}. Después pasa a la siguiente persona en espera.`,
      `Dirección: ${o.address}`,
    ],
    action: { label: 'Reservar esta hora', url: o.offerUrl },
    footer: 'Recibes este mensaje porque pediste a Jono que te avisara si se liberaba una hora.',
  }),
  sv: (o, date) => ({
    subject: `En tid blev ledig: ${o.shopName}, ${date} ${o.timeRange}`,
    greeting: `Hej ${o.customerName},`,
    paragraphs: [
      `Du ville veta om en tid blir ledig. Hos ${o.shopName} är ${date} kl. ${o.timeRange} nu ledig.`,
      `Vi håller tiden åt dig i ${o.holdMinutes} minuter, till kl. ${o.holdUntil}. Sedan går den till nästa person som väntar.`,
      `Adress: ${o.address}`,
    ],
    action: { label: 'Ta den här tiden', url: o.offerUrl },
    footer: 'Du får det här meddelandet eftersom du bad Jono säga till när en tid blir ledig.',
  }),
};

export const waitlistOfferMail = (facts: OfferMailFacts) =>
  renderMail(words[facts.language](facts, mailDate(facts.date, facts.language)));

/** The offer as a notification: short, as a lock screen shows only a line or two. */
const pushWords: Record<Language, (o: OfferMailFacts, date: string) => PushWords> = {
  fi: (o, date) => ({
    title: `Aika vapautui: ${o.shopName}`,
    body: `${date} klo ${o.timeRange}. Pidämme sen sinulle klo ${o.holdUntil} asti.`,
  }),
  en: (o, date) => ({
    title: `A time freed up: ${o.shopName}`,
    body: `${date} at ${o.timeRange}. We hold it for you until ${o.holdUntil}.`,
  }),
  es: (o, date) => ({
    title: `Se ha liberado una hora: ${o.shopName}`,
    body: `${date} a las ${o.timeRange}. Te la guardamos hasta las ${o.holdUntil}.`,
  }),
  sv: (o, date) => ({
    title: `En tid blev ledig: ${o.shopName}`,
    body: `${date} kl. ${o.timeRange}. Vi håller den åt dig till kl. ${o.holdUntil}.`,
  }),
};

interface PushWords {
  title: string;
  body: string;
}

export const waitlistOfferPushWords = (facts: OfferMailFacts) =>
  pushWords[facts.language](facts, mailDate(facts.date, facts.language));
