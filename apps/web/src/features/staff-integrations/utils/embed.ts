import { embedOriginSchema } from '@jono/contract/api/embed';
import type { Language } from '@jono/contract/languages';

/** The snippet's languages, in the order the owner is offered them. */
export const snippetLanguages = ['fi', 'en', 'sv', 'es'] as const satisfies readonly Language[];

const errors = {
  required: 'embed.sites.errors.required',
  notOrigin: 'embed.sites.errors.notOrigin',
  listed: 'embed.sites.errors.listed',
} as const;

/** A typed site as it is saved, or why it cannot be (an i18n key). */
export type SiteReading =
  | { site: string; error?: undefined }
  | { site?: undefined; error: (typeof errors)[keyof typeof errors] };

/**
 * A typed site read as the server will keep it (the contract's embedOriginSchema: a trailing
 * slash dropped, lower case, a scheme and a host with no path), and not listed twice.
 */
export function readSite(typed: string, listed: readonly string[]): SiteReading {
  if (typed.trim() === '') return { error: errors.required };
  const parsed = embedOriginSchema.safeParse(typed);
  if (!parsed.success) return { error: errors.notOrigin };
  return listed.includes(parsed.data) ? { error: errors.listed } : { site: parsed.data };
}

/** The framed page in the given language: `pageUrl` answers without one. */
export const embedPageAddress = (pageUrl: string, language: Language): string =>
  `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}lang=${language}`;

/** A value made safe inside a double-quoted HTML attribute (a shop named "Cuts & Co"). */
const attribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** The code the owner pastes into a page of their site. */
export const embedSnippet = (pageUrl: string, language: Language, title: string): string =>
  `<iframe src="${attribute(embedPageAddress(pageUrl, language))}" title="${attribute(title)}" width="100%" height="260" style="border:0;max-width:480px"></iframe>`;
