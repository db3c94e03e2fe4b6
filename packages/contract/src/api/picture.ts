import { z } from 'zod';

/**
 * A photo as pages show it: the file for browsers without `srcset`, every stored width for
 * those with it, and its shape, so the page keeps its room while it loads. Apart from the
 * photo calls' schemas, so the shop list (on the home page's first load) carries only this.
 */
export const pictureSchema = z.object({
  id: z.uuid(),
  src: z.string(),
  /** 'url 320w, url 640w, …' */
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Picture = z.infer<typeof pictureSchema>;
