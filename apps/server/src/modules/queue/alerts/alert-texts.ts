import { formatShortCode, type Language } from '@jono/contract';
import { type AlertFacts, alertWords } from './order-alert-words';

// Texts cost by the segment, and one character outside the GSM alphabet doubles the cost of
// the whole message, so these wordings keep to it in every language (å, ä, ö, ñ, é are in it;
// á, í, ó, ú are not).

interface JoinedWords {
  joined: (shop: string, code: string) => string;
  follow: (url: string) => string;
  stop: string;
}

const joinedWords: Record<Language, JoinedWords> = {
  fi: {
    joined: (shop, code) => `Olet jonossa: ${shop}, tilaus ${code}.`,
    follow: (url) => `Seuraa vuoroasi: ${url}`,
    stop: 'Vastaa LOPETA, niin viestit loppuvat.',
  },
  en: {
    joined: (shop, code) => `You are in the queue at ${shop}, order ${code}.`,
    follow: (url) => `Follow your turn: ${url}`,
    stop: 'Reply STOP to end texts.',
  },
  sv: {
    joined: (shop, code) => `Du står i kö hos ${shop}, order ${code}.`,
    follow: (url) => `Följ din tur: ${url}`,
    stop: 'Svara STOPP för att sluta få sms.',
  },
  es: {
    joined: (shop, code) => `Te has unido a la cola de ${shop}, pedido ${code}.`,
    follow: (url) => `Sigue tu turno: ${url}`,
    stop: 'Responde BAJA para darte de baja.',
  },
};

/** The text confirming a join: where, the code, the tracking link, and how to stop texts. */
export function joinedText(
  language: Language,
  facts: { shopName: string; shortCode: string },
  trackingUrl: string,
): string {
  const w = joinedWords[language];
  return [
    w.joined(facts.shopName, formatShortCode(facts.shortCode)),
    w.follow(trackingUrl),
    w.stop,
  ].join(' ');
}

/** An alert as a text: its title and words, then the tracking link. */
export function alertText(language: Language, facts: AlertFacts, trackingUrl: string): string {
  const { title, body } = alertWords(language, facts);
  return `${title}. ${body} ${trackingUrl}`;
}
