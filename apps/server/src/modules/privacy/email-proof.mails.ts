import type { Language } from '@jono/contract';
import { type MailContent, renderMail } from '../../lib/mail-layout';

type Words = (shop: string, code: string, minutes: number) => MailContent;

const emailCode: Record<Language, Words> = {
  fi: (shop, code, minutes) => ({
    subject: `Koodisi: ${code} – ${shop}`,
    greeting: 'Hei,',
    paragraphs: [
      `Kertakoodisi on ${code}. Kirjoita se sivulle, jolla pyysit sitä; se on voimassa ${minutes} minuuttia.`,
      `Koodilla näet ja poistat kaikki tällä sähköpostiosoitteella tehdyt jonotukset ja varaukset liikkeessä ${shop}. Älä anna sitä kenellekään.`,
    ],
    footer: 'Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta.',
  }),
  en: (shop, code, minutes) => ({
    subject: `Your code: ${code} – ${shop}`,
    greeting: 'Hi,',
    paragraphs: [
      `Your one-time code is ${code}. Type it on the page where you asked for it; it is valid for ${minutes} minutes.`,
      `The code opens every queue place and booking made with this e-mail address at ${shop}, to see or delete. Never share it.`,
    ],
    footer: 'If you did not ask for a code, you can ignore this message.',
  }),
  es: (shop, code, minutes) => ({
    subject: `Tu código: ${code} – ${shop}`,
    greeting: 'Hola:',
    paragraphs: [
      `Tu código de un solo uso es ${code}. Escríbelo en la página donde lo pediste; es válido durante ${minutes} minutos.`,
      `El código abre todos los turnos y reservas hechos con esta dirección de correo en ${shop}, para verlos o borrarlos. No lo compartas.`,
    ],
    footer: 'Si no pediste un código, puedes ignorar este mensaje.',
  }),
  sv: (shop, code, minutes) => ({
    subject: `Din kod: ${code} – ${shop}`,
    greeting: 'Hej,',
    paragraphs: [
      `Din engångskod är ${code}. Skriv in den på sidan där du bad om den; den gäller i ${minutes} minuter.`,
      `Koden öppnar alla köplatser och bokningar som gjorts med den här e-postadressen hos ${shop}, för att se eller radera dem. Dela den aldrig.`,
    ],
    footer: 'Om du inte bad om en kod kan du bortse från det här meddelandet.',
  }),
};

/** The one-time code that proves an e-mail address is the customer's, in their language. */
export const emailCodeMail = (language: Language, shop: string, code: string, minutes: number) =>
  renderMail(emailCode[language](shop, code, minutes));
