/** Shop search: a case-insensitive substring match on city or address; blank matches all. */
export function matchesShopSearch(shop: { city: string; address: string }, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('fi');
  if (needle === '') return true;
  return (
    shop.city.toLocaleLowerCase('fi').includes(needle) ||
    shop.address.toLocaleLowerCase('fi').includes(needle)
  );
}
