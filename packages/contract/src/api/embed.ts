import { z } from 'zod';
import { text } from './text';

/**
 * The shop's live queue on its own website: a small page other sites frame, showing the queue
 * and the next likely start, with "Join the queue" and "Book a time" opening Jono's own pages.
 * Only the sites the owner lists may frame it; every other page of Jono refuses frames.
 */
export const embedPaths = {
  /** GET, PUT (owner): the sites allowed to frame the shop's embed. */
  settings: '/api/manage/shop/embed',
  /** GET, anyone: the page a site frames (`?lang=fi|en|sv|es`). */
  page: (shopId: string) => `/embed/${shopId}`,
  /** GET, anyone: how the queue stands, in the words of `?lang=`, for the framed page. */
  state: (shopId: string) => `/api/embed/${shopId}`,
} as const;

export const MAX_EMBED_ORIGINS = 10;

/** `https://www.example.fi` or `http://localhost:8080`: a scheme, a host, a port; no path. */
const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
};

export const embedOriginSchema = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value.replace(/\/$/, '').toLowerCase())
  .refine(isOrigin, 'must be a site address such as https://www.example.fi, with no path');

export const embedSettingsBody = z.strictObject({
  allowedOrigins: z
    .array(embedOriginSchema)
    .max(MAX_EMBED_ORIGINS)
    .refine((origins) => new Set(origins).size === origins.length, 'a site is listed twice'),
});
export type EmbedSettingsBody = z.input<typeof embedSettingsBody>;

export const embedSettingsSchema = z.object({
  allowedOrigins: z.array(z.string()),
  /** The framed page's address, without a language (the snippet adds one). */
  pageUrl: z.url(),
});
export type EmbedSettings = z.infer<typeof embedSettingsSchema>;
export const embedSettingsResponse = z.object({ ok: z.literal(true), data: embedSettingsSchema });
export const embedPageQuery = z.object({ lang: text({ max: 10 }).optional() });
