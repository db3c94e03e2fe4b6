import {
  formatShortCode,
  type Language,
  type OrderAlertKind,
  type TravelMode,
} from '@jono/contract';
import type { MailContent } from '../../../lib/mail-layout';

/** Why a 'removed' alert went out: staff cancelled the order, or marked it a no-show. */
export type RemovalReason = 'cancelled' | 'no_show';

/** Everything an alert's words may name, already in the customer's terms. */
export interface AlertFacts {
  kind: OrderAlertKind;
  shopName: string;
  /** As stored ('K7M2QD'); shown as 'K7M-2QD'. */
  shortCode: string;
  customerName: string;
  /** 'leave': how long the trip takes, how it was reckoned, and the expected start ('10:30'). */
  travel?: { minutes: number; mode: TravelMode | null; startsAt: string | null };
  /** 'turn': where to go. */
  place?: { chair: number | null; barberName: string | null; label: string | null };
  removal?: RemovalReason;
}

interface Words {
  leaveTitle: (shop: string) => string;
  travel: Record<TravelMode | 'default', (minutes: number) => string>;
  startsAt: (time: string) => string;
  firstTitle: (shop: string) => string;
  first: string;
  turnTitle: (shop: string) => string;
  chair: (n: number) => string;
  barber: (name: string) => string;
  label: (label: string) => string;
  counter: string;
  removedTitle: (shop: string) => string;
  removed: (code: string) => string;
  noShowTitle: (shop: string) => string;
  noShow: (code: string) => string;
  closedTitle: (shop: string) => string;
  closed: (code: string) => string;
  order: (code: string) => string;
  greeting: (name: string) => string;
  openOrder: string;
  footer: string;
}

const words: Record<Language, Words> = {
  fi: {
    leaveTitle: (shop) => `Aika lähteä: ${shop}`,
    travel: {
      walk: (n) => `Kävellen matka kestää noin ${n} min.`,
      drive: (n) => `Autolla matka kestää noin ${n} min.`,
      default: (n) => `Varaa matkaan noin ${n} min.`,
    },
    startsAt: (time) => `Vuorosi alkaa arviolta klo ${time}.`,
    firstTitle: (shop) => `Olet seuraavana: ${shop}`,
    first: 'Olet jonossa ensimmäisenä.',
    turnTitle: (shop) => `Sinun vuorosi: ${shop}`,
    chair: (n) => `Tule tuolille ${n}.`,
    barber: (name) => `${name} odottaa sinua.`,
    label: (label) => `Tule: ${label}.`,
    counter: 'Tule tiskille.',
    removedTitle: (shop) => `Sinut poistettiin jonosta: ${shop}`,
    removed: (code) => `Liike perui tilauksesi ${code}.`,
    noShowTitle: (shop) => `Vuorosi meni ohi: ${shop}`,
    noShow: (code) => `Sinua kutsuttiin, mutta et saapunut, joten tilaus ${code} suljettiin.`,
    closedTitle: (shop) => `${shop} sulki jonon`,
    closed: (code) => `Avaa tilaus ${code} nähdäksesi tilanteesi.`,
    order: (code) => `Tilaus ${code}.`,
    greeting: (name) => `Hei ${name},`,
    openOrder: 'Avaa tilauksesi',
    footer: 'Saat tämän viestin, koska annoit sähköpostiosoitteesi jonoon liittyessäsi Jonossa.',
  },
  en: {
    leaveTitle: (shop) => `Time to leave for ${shop}`,
    travel: {
      walk: (n) => `It is about ${n} minutes on foot.`,
      drive: (n) => `It is about ${n} minutes by car.`,
      default: (n) => `Allow about ${n} minutes to get there.`,
    },
    startsAt: (time) => `Your turn is expected around ${time}.`,
    firstTitle: (shop) => `You are next at ${shop}`,
    first: 'You are first in line.',
    turnTitle: (shop) => `It's your turn at ${shop}`,
    chair: (n) => `Please come to chair ${n}.`,
    barber: (name) => `${name} is waiting for you.`,
    label: (label) => `Please come to: ${label}.`,
    counter: 'Please come to the counter.',
    removedTitle: (shop) => `You were removed from the queue at ${shop}`,
    removed: (code) => `The shop cancelled your order ${code}.`,
    noShowTitle: (shop) => `You missed your turn at ${shop}`,
    noShow: (code) => `You were called but did not arrive, so order ${code} was closed.`,
    closedTitle: (shop) => `${shop} closed its queue`,
    closed: (code) => `Open order ${code} to see where you stand.`,
    order: (code) => `Order ${code}.`,
    greeting: (name) => `Hi ${name},`,
    openOrder: 'Open your order',
    footer: 'You get this message because you gave your email when joining a queue on Jono.',
  },
  es: {
    leaveTitle: (shop) => `Hora de salir hacia ${shop}`,
    travel: {
      walk: (n) => `Son unos ${n} minutos a pie.`,
      drive: (n) => `Son unos ${n} minutos en coche.`,
      default: (n) => `Calcula unos ${n} minutos para llegar.`,
    },
    startsAt: (time) => `Tu turno se espera hacia las ${time}.`,
    firstTitle: (shop) => `Eres el siguiente en ${shop}`,
    first: 'Estás el primero de la cola.',
    turnTitle: (shop) => `Es tu turno en ${shop}`,
    chair: (n) => `Ven a la silla ${n}.`,
    barber: (name) => `${name} te está esperando.`,
    label: (label) => `Ven a: ${label}.`,
    counter: 'Acércate al mostrador.',
    removedTitle: (shop) => `Te han quitado de la cola de ${shop}`,
    removed: (code) => `La barbería ha cancelado tu pedido ${code}.`,
    noShowTitle: (shop) => `Has perdido tu turno en ${shop}`,
    noShow: (code) => `Te llamaron pero no llegaste, así que se cerró el pedido ${code}.`,
    closedTitle: (shop) => `${shop} ha cerrado la cola`,
    closed: (code) => `Abre el pedido ${code} para ver tu situación.`,
    order: (code) => `Pedido ${code}.`,
    greeting: (name) => `Hola, ${name}:`,
    openOrder: 'Abrir tu pedido',
    footer: 'Recibes este mensaje porque diste tu correo al unirte a una cola en Jono.',
  },
  sv: {
    leaveTitle: (shop) => `Dags att gå till ${shop}`,
    travel: {
      walk: (n) => `Det är ungefär ${n} minuters promenad.`,
      drive: (n) => `Det tar ungefär ${n} minuter med bil.`,
      default: (n) => `Räkna med ungefär ${n} minuter dit.`,
    },
    startsAt: (time) => `Din tur väntas runt ${time}.`,
    firstTitle: (shop) => `Du är näst på tur hos ${shop}`,
    first: 'Du är först i kön.',
    turnTitle: (shop) => `Din tur hos ${shop}`,
    chair: (n) => `Kom till stol ${n}.`,
    barber: (name) => `${name} väntar på dig.`,
    label: (label) => `Kom till: ${label}.`,
    counter: 'Kom till disken.',
    removedTitle: (shop) => `Du togs bort från kön hos ${shop}`,
    removed: (code) => `Salongen avbokade din order ${code}.`,
    noShowTitle: (shop) => `Du missade din tur hos ${shop}`,
    noShow: (code) => `Du ropades upp men kom inte, så order ${code} stängdes.`,
    closedTitle: (shop) => `${shop} har stängt kön`,
    closed: (code) => `Öppna order ${code} för att se var du står.`,
    order: (code) => `Order ${code}.`,
    greeting: (name) => `Hej ${name},`,
    openOrder: 'Öppna din order',
    footer:
      'Du får det här meddelandet eftersom du angav din e-post när du ställde dig i kö på Jono.',
  },
};

function placeWords(w: Words, place: AlertFacts['place']): string {
  if (place?.chair) return w.chair(place.chair);
  if (place?.barberName) return w.barber(place.barberName);
  if (place?.label) return w.label(place.label);
  return w.counter;
}

/** The title and text of one alert in one language; the order's code is always in the text. */
export function alertWords(language: Language, facts: AlertFacts): { title: string; body: string } {
  const w = words[language];
  const code = formatShortCode(facts.shortCode);
  const shop = facts.shopName;
  switch (facts.kind) {
    case 'leave': {
      const travel = facts.travel ?? { minutes: 0, mode: null, startsAt: null };
      const parts = [
        w.travel[travel.mode ?? 'default'](travel.minutes),
        ...(travel.startsAt ? [w.startsAt(travel.startsAt)] : []),
        w.order(code),
      ];
      return { title: w.leaveTitle(shop), body: parts.join(' ') };
    }
    case 'first':
      return { title: w.firstTitle(shop), body: `${w.first} ${w.order(code)}` };
    case 'turn':
      return { title: w.turnTitle(shop), body: `${placeWords(w, facts.place)} ${w.order(code)}` };
    case 'removed':
      return facts.removal === 'no_show'
        ? { title: w.noShowTitle(shop), body: w.noShow(code) }
        : { title: w.removedTitle(shop), body: w.removed(code) };
    case 'closed':
      return { title: w.closedTitle(shop), body: w.closed(code) };
  }
}

/** The same alert as a mail, with a button that opens the tracking page. */
export function alertMail(language: Language, facts: AlertFacts, trackingUrl: string): MailContent {
  return orderMail(language, facts.customerName, alertWords(language, facts), trackingUrl);
}

/** Any message about the order as a mail: the customer greeted, a button to the order. */
export function orderMail(
  language: Language,
  customerName: string,
  said: { title: string; body: string },
  trackingUrl: string,
): MailContent {
  const w = words[language];
  return {
    subject: said.title,
    greeting: w.greeting(customerName),
    paragraphs: [said.body],
    action: { label: w.openOrder, url: trackingUrl },
    footer: w.footer,
  };
}
