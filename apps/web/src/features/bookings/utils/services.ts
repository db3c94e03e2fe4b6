/** "Men's haircut ×2, Beard trim" */
export function servicesLine(services: readonly { name: string; quantity: number }[]): string {
  return services
    .map(({ name, quantity }) => (quantity > 1 ? `${name} ×${quantity}` : name))
    .join(', ');
}
