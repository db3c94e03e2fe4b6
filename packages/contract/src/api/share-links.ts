import { z } from 'zod';
import { languages } from '../languages';

/**
 * A published shop's links for maps, search and print: short addresses (no tracking
 * parameters) that open its queue page or its booking page, and a printable poster of each.
 */
export const shareLinkPaths = {
  /** GET (owner): the shop's short links, made on first ask. */
  links: '/api/manage/shop/share',
  /** GET (owner): one link as an A4 poster, a PDF. */
  poster: '/api/manage/shop/share/poster',
  /** GET, anyone: where a short link leads (a redirect). */
  short: (code: string) => `/s/${code}`,
  shortBook: (code: string) => `/s/${code}/book`,
} as const;

/** What a short link opens: the shop's page with its queue, or its booking calendar. */
export const shareTargets = ['queue', 'book'] as const;
export const shareTargetSchema = z.enum(shareTargets);
export type ShareTarget = z.infer<typeof shareTargetSchema>;

/** Short codes avoid letters and digits people confuse (0/O, 1/I/L) when typing a poster's. */
export const shortCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const shortCodeSchema = z
  .string()
  .regex(new RegExp(`^[${shortCodeAlphabet}]{6}$`, 'i'), 'not a short link');

export const shareLinksSchema = z.object({
  code: z.string(),
  /** The short links to give out, by what they open. */
  queue: z.url(),
  book: z.url(),
});
export type ShareLinks = z.infer<typeof shareLinksSchema>;
export const shareLinksResponse = z.object({ ok: z.literal(true), data: shareLinksSchema });

export const posterQuery = z.strictObject({
  target: shareTargetSchema,
  language: z.enum(languages),
});
export type PosterQuery = z.infer<typeof posterQuery>;
