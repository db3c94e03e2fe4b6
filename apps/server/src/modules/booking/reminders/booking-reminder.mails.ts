import type { Language } from '@jono/contract';
import {
  type MailContent,
  mailDate,
  renderMail,
  type VisitMailFacts,
} from '../../../lib/mail-layout';

/** What a reminder tells, already on the shop's clock. */
export interface ReminderFacts extends VisitMailFacts {
  /** The short code as people read it ('K7M-2QD'). */
  code: string;
  /** /check-details on this booking: see, move or cancel it. */
  manageUrl: string;
  directionsUrl: string;
}

interface ReminderWords {
  mail: (r: ReminderFacts, date: string) => MailContent;
  /** A push notification: a line for the title, a short one for the body. */
  push: (r: ReminderFacts, date: string) => { title: string; body: string };
}

const words: Record<Language, ReminderWords> = {
  fi: {
    mail: (r, date) => ({
      subject: `Muistutus: ${r.shopName}, ${date} klo ${r.timeRange}`,
      greeting: `Hei ${r.customerName},`,
      paragraphs: [
        `Muistutus varauksestasi liikkeessä ${r.shopName}.`,
        `Varaustunnus: ${r.code}`,
        `Päivä: ${date}`,
        `Aika: ${r.timeRange}`,
        `Osoite: ${r.address}`,
        'Jos et pääse, siirrä tai peru varaus alla olevasta linkistä.',
      ],
      action: { label: 'Siirrä tai peru varaus', url: r.manageUrl },
      links: [{ label: 'Reittiohjeet', url: r.directionsUrl }],
      footer: 'Saat tämän viestin, koska teit varauksen Jonossa.',
    }),
    push: (r, date) => ({
      title: `Muistutus: ${r.shopName} ${date} klo ${r.timeRange}`,
      body: `Varaustunnus ${r.code}, ${r.address}. Napauta siirtääksesi tai peruaksesi.`,
    }),
  },
  en: {
    mail: (r, date) => ({
      subject: `Reminder: ${r.shopName}, ${date} at ${r.timeRange}`,
      greeting: `Hi ${r.customerName},`,
      paragraphs: [
        `A reminder of your booking at ${r.shopName}.`,
        `Booking code: ${r.code}`,
        `Date: ${date}`,
        `Time: ${r.timeRange}`,
        `Address: ${r.address}`,
        'If you cannot make it, move or cancel the booking through the link below.',
      ],
      action: { label: 'Move or cancel the booking', url: r.manageUrl },
      links: [{ label: 'Get directions', url: r.directionsUrl }],
      footer: 'You get this message because you made a booking on Jono.',
    }),
    push: (r, date) => ({
      title: `Reminder: ${r.shopName} ${date} at ${r.timeRange}`,
      body: `Booking code ${r.code}, ${r.address}. Tap to move or cancel.`,
    }),
  },
  es: {
    mail: (r, date) => ({
      subject: `Recordatorio: ${r.shopName}, ${date} a las ${r.timeRange}`,
      greeting: `Hola ${r.customerName}:`,
      paragraphs: [
        `Te recordamos tu reserva en ${r.shopName}.`,
        `Código de reserva: ${r.code}`,
        `Fecha: ${date}`,
        `Hora: ${r.timeRange}`,
        `Dirección: ${r.address}`,
        'Si no puedes venir, cambia o cancela la reserva en el enlace de abajo.',
      ],
      action: { label: 'Cambiar o cancelar la reserva', url: r.manageUrl },
      links: [{ label: 'Cómo llegar', url: r.directionsUrl }],
      footer: 'Recibes este mensaje porque hiciste una reserva en Jono.',
    }),
    push: (r, date) => ({
      title: `Recordatorio: ${r.shopName} ${date} a las ${r.timeRange}`,
      body: `Código ${r.code}, ${r.address}. Toca para cambiar o cancelar.`,
    }),
  },
  sv: {
    mail: (r, date) => ({
      subject: `Påminnelse: ${r.shopName}, ${date} kl. ${r.timeRange}`,
      greeting: `Hej ${r.customerName},`,
      paragraphs: [
        `En påminnelse om din bokning hos ${r.shopName}.`,
        `Bokningskod: ${r.code}`,
        `Datum: ${date}`,
        `Tid: ${r.timeRange}`,
        `Adress: ${r.address}`,
        'Om du inte kan komma, flytta eller avboka via länken nedan.',
      ],
      action: { label: 'Flytta eller avboka', url: r.manageUrl },
      links: [{ label: 'Vägbeskrivning', url: r.directionsUrl }],
      footer: 'Du får det här meddelandet eftersom du bokade en tid på Jono.',
    }),
    push: (r, date) => ({
      title: `Påminnelse: ${r.shopName} ${date} kl. ${r.timeRange}`,
      body: `Bokningskod ${r.code}, ${r.address}. Tryck för att flytta eller avboka.`,
    }),
  },
};

export const bookingReminderMail = (facts: ReminderFacts) =>
  renderMail(words[facts.language].mail(facts, mailDate(facts.date, facts.language)));

export const bookingReminderPushWords = (facts: ReminderFacts) =>
  words[facts.language].push(facts, mailDate(facts.date, facts.language));
