import { errorCodes } from '@jono/contract';
import type { AdditionalServiceOptions, ChosenAdditionalService } from '../db/schema';
import { HttpError } from './http-error';

/**
 * The shop's option for a wish id, only when the shop itself holds it: a plain object also
 * answers to the names every object inherits (`__proto__`, `constructor`, `toString`).
 */
export function offeredWish(offered: AdditionalServiceOptions, id: string) {
  const option = Object.hasOwn(offered, id) ? offered[id] : undefined;
  return option && typeof option.name === 'string' ? option : undefined;
}

/** The wishes a customer chose, named as the shop names them; one it does not offer is refused. */
export function chosenWishes(
  offered: AdditionalServiceOptions,
  chosen: readonly { id: string }[],
): ChosenAdditionalService[] {
  return chosen.map(({ id }) => {
    const option = offeredWish(offered, id);
    if (!option) {
      throw new HttpError(400, `Unknown additional service ${id}`, errorCodes.wishNotOffered);
    }
    return { id, name: option.name };
  });
}

/**
 * Stored wishes as a list can show them. Rows written before ids were checked may hold a
 * wish without a name; one such row must not stop a whole staff list from answering.
 */
export function readableWishes(stored: unknown): ChosenAdditionalService[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((wish: unknown) => {
    if (!wish || typeof wish !== 'object') return [];
    const { id, name } = wish as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' ? [{ id, name }] : [];
  });
}
