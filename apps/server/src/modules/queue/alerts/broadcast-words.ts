import type { BroadcastPreset, Language } from '@jono/contract';

// Staff's presets, in each customer's language. Worded in the GSM alphabet, like every text.

type Preset = (shop: string, minutes: number) => string;

const presets: Record<Language, Record<BroadcastPreset, Preset>> = {
  fi: {
    running_late: (shop, n) => `${shop}: olemme noin ${n} min myöhässä. Paikkasi jonossa säilyy.`,
    short_break: (shop) => `${shop}: pidämme lyhyen tauon. Paikkasi jonossa säilyy.`,
    queue_moving: (shop) => `${shop}: jono etenee nopeasti, tarkista vuorosi.`,
  },
  en: {
    running_late: (shop, n) =>
      `${shop} is running about ${n} min late. Your place in the queue is kept.`,
    short_break: (shop) => `${shop} is taking a short break. Your place in the queue is kept.`,
    queue_moving: (shop) => `${shop}: the queue is moving quickly, check your turn.`,
  },
  sv: {
    running_late: (shop, n) => `${shop} ligger cirka ${n} min efter. Din plats i kön finns kvar.`,
    short_break: (shop) => `${shop} tar en kort paus. Din plats i kön finns kvar.`,
    queue_moving: (shop) => `${shop}: kön går snabbt, kolla din tur.`,
  },
  es: {
    running_late: (shop, n) =>
      `${shop} va con unos ${n} min de retraso. Tu lugar en la cola se mantiene.`,
    short_break: (shop) => `${shop} hace una pausa corta. Tu lugar en la cola se mantiene.`,
    queue_moving: (shop) => `${shop}: la cola avanza deprisa, revisa tu turno.`,
  },
};

const subjects: Record<Language, (shop: string) => string> = {
  fi: (shop) => `Viesti: ${shop}`,
  en: (shop) => `A message from ${shop}`,
  sv: (shop) => `Ett meddelande från ${shop}`,
  es: (shop) => `Un mensaje de ${shop}`,
};

/** What staff said, as one customer reads it: a preset in their language, free words as typed. */
export function broadcastWords(
  language: Language,
  shopName: string,
  said: {
    preset: BroadcastPreset | 'own';
    minutes?: number | undefined;
    message?: string | undefined;
  },
): { title: string; body: string } {
  const body =
    said.preset === 'own'
      ? `${shopName}: ${said.message ?? ''}`
      : presets[language][said.preset](shopName, said.minutes ?? 0);
  return { title: subjects[language](shopName), body };
}
