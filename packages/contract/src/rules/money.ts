/** Spec section 4: price totals are rounded to 2 decimals. */
export function roundPrice(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export const centsToPrice = (cents: number) => roundPrice(cents / 100);
export const priceToCents = (price: number) => Math.round(price * 100);
