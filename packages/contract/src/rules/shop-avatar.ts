/*
 * A shop without a cover photo is drawn as its initials on a gradient: the web's avatar and
 * the shop header the server paints into a shop page's HTML draw it alike. The gradients are
 * Tailwind classes; apps/web/src/styles.css names this file as a source so they are built.
 */

/** Warm, readable pairs; a shop keeps its colour because it is picked from its id. */
const gradients = [
  'from-amber-300 to-orange-500',
  'from-rose-300 to-rose-600',
  'from-sky-300 to-indigo-500',
  'from-emerald-300 to-teal-600',
  'from-violet-300 to-fuchsia-600',
  'from-lime-300 to-emerald-600',
  'from-orange-300 to-red-500',
  'from-cyan-300 to-sky-600',
] as const;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** The shop's gradient, the same on every page and every visit. */
export const shopGradient = (shopId: string): string =>
  gradients[hashOf(shopId) % gradients.length] ?? gradients[0];

/** "Parturi Kallio" -> "PK", "Jono 24/7 Barbers" -> "JB". */
export function shopInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const letters = (words.length > 0 ? words : [name]).map((word) => [...word][0] ?? '');
  const initials = letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : letters[0];
  return (initials ?? '').toLocaleUpperCase();
}
