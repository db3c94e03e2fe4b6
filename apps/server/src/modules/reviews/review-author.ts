/**
 * How a reviewer is shown: the first name and the last name's initial ("Aino V."), or the one
 * name given. Frozen when the review is written, so wiping the order later changes nothing.
 */
export function reviewAuthorName(customerName: string): string {
  const [first = '', ...rest] = customerName.trim().split(/\s+/u);
  const last = rest.at(-1);
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
