import type { Language } from '@jono/contract';

/** The embedded queue's words, in the visitor's language. */
export interface EmbedWords {
  heading: string;
  open: string;
  full: string;
  closed: string;
  waiting: (n: number) => string;
  startsNow: string;
  startsBetween: (from: string, to: string) => string;
  join: string;
  book: string;
  opensNewTab: string;
  poweredBy: string;
}

export const embedWords: Record<Language, EmbedWords> = {
  en: {
    heading: 'Walk-in queue',
    open: 'Taking walk-ins now',
    full: 'The queue is full right now',
    closed: 'Not taking walk-ins right now',
    waiting: (n) => (n === 1 ? '1 person waiting' : `${n} people waiting`),
    startsNow: 'Join now and a chair is free straight away',
    startsBetween: (from, to) => `Join now and you start about ${from}–${to}`,
    join: 'Join the queue',
    book: 'Book a time',
    opensNewTab: '(opens in a new tab)',
    poweredBy: 'Queue by Jono',
  },
  fi: {
    heading: 'Jonotilanne',
    open: 'Otamme nyt vastaan ilman varausta',
    full: 'Jono on juuri nyt täynnä',
    closed: 'Emme ota juuri nyt asiakkaita jonoon',
    waiting: (n) => (n === 1 ? '1 odottaa' : `${n} odottaa`),
    startsNow: 'Liity nyt, tuoli vapautuu heti',
    startsBetween: (from, to) => `Liity nyt, vuorosi on noin ${from}–${to}`,
    join: 'Liity jonoon',
    book: 'Varaa aika',
    opensNewTab: '(avautuu uuteen välilehteen)',
    poweredBy: 'Palvelun tarjoaa Jono',
  },
  sv: {
    heading: 'Drop-in-kö',
    open: 'Vi tar emot drop-in nu',
    full: 'Kön är full just nu',
    closed: 'Vi tar inte emot drop-in just nu',
    waiting: (n) => (n === 1 ? '1 person väntar' : `${n} personer väntar`),
    startsNow: 'Ställ dig i kön nu så är en stol ledig direkt',
    startsBetween: (from, to) => `Ställ dig i kön nu så börjar du cirka ${from}–${to}`,
    join: 'Ställ dig i kön',
    book: 'Boka en tid',
    opensNewTab: '(öppnas i en ny flik)',
    poweredBy: 'Kö av Jono',
  },
  es: {
    heading: 'Cola sin cita',
    open: 'Atendemos sin cita ahora',
    full: 'La cola está llena ahora mismo',
    closed: 'Ahora no atendemos sin cita',
    waiting: (n) => (n === 1 ? '1 persona esperando' : `${n} personas esperando`),
    startsNow: 'Únete ahora y hay una silla libre enseguida',
    startsBetween: (from, to) => `Únete ahora y empiezas hacia las ${from}–${to}`,
    join: 'Únete a la cola',
    book: 'Reserva una hora',
    opensNewTab: '(se abre en una pestaña nueva)',
    poweredBy: 'Cola de Jono',
  },
};
