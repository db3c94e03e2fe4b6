/**
 * One value per key, made on first use and kept. For Intl formatters: making one costs far
 * more than using it (a millisecond or more on a phone), and a list of shops, a page of
 * services or a queue writes hundreds of figures with the same few.
 */
export function keptPerKey<T>(make: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      kept.set(key, value);
    }
    return value;
  };
}
