import type { Language, ShareTarget } from '@jono/contract';

interface PosterWords {
  headline: Record<ShareTarget, string>;
  promise: Record<ShareTarget, string>;
  scan: string;
}

/**
 * A poster's words in each language. Posters are printed and hung in a window, so the words
 * are the shop's customers' language, chosen when the poster is made.
 */
export const posterWords: Record<Language, PosterWords> = {
  en: {
    headline: { queue: 'Join the queue', book: 'Book a time' },
    promise: {
      queue: 'Follow your place live on your phone',
      book: 'Choose a free time and your barber',
    },
    scan: 'Scan with your phone’s camera, or type:',
  },
  fi: {
    headline: { queue: 'Liity jonoon', book: 'Varaa aika' },
    promise: {
      queue: 'Seuraa paikkaasi jonossa puhelimesta',
      book: 'Valitse vapaa aika ja parturi',
    },
    scan: 'Skannaa puhelimen kameralla tai kirjoita:',
  },
  es: {
    headline: { queue: 'Únete a la cola', book: 'Reserva una hora' },
    promise: {
      queue: 'Sigue tu turno en directo desde el móvil',
      book: 'Elige una hora libre y tu barbero',
    },
    scan: 'Escanea con la cámara del móvil o escribe:',
  },
  sv: {
    headline: { queue: 'Ställ dig i kön', book: 'Boka en tid' },
    promise: {
      queue: 'Följ din plats i kön i mobilen',
      book: 'Välj en ledig tid och din frisör',
    },
    scan: 'Skanna med mobilens kamera eller skriv:',
  },
};
