/**
 * Top-level sections of the customer texts that only some pages use: `prebooking`, the
 * booking pages' (a third of every language's customer texts). The build splits each
 * language's file (textSections in vite.config.ts): the first load carries the rest
 * (`<language>.json?texts=first`), and each section is a chunk of its own
 * (`<language>.json?texts=<section>`) that those pages load before they render
 * (loadBookingTexts in lib/i18n.ts). The locale files themselves stay whole.
 */
export const lateTextSections = ['prebooking'] as const;
