/**
 * Whether `value` is a member of `list`, narrowed to its members when it is. (`includes` on a
 * list of literals takes only its own members, so asking it about any string needs a cast.)
 */
export const isOneOf = <Member extends string>(
  list: readonly Member[],
  value: string,
): value is Member => list.some((member) => member === value);
