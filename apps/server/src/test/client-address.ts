let used = 0;

/**
 * A client address no other request of this test file has come from, so the per-address
 * limits (rate limits, orders per shop) meet only the requests a test aims at them.
 */
export function freshAddress(): string {
  used++;
  return `10.88.${Math.floor(used / 250)}.${used % 250}`;
}
