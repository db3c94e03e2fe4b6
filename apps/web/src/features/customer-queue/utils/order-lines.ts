import type { JoinQueueBody } from '@jono/contract/api/queue';
import type { ShopDetail } from '@jono/contract/api/shops';
import type { ChosenService } from '@jono/contract/rules/cart';

/** One line of an order as the customer reads it: a service, its add-ons, their prices. */
export interface OrderLine {
  id: string;
  /** null when the shop no longer offers it (the server will refuse the order). */
  name: string | null;
  price: number;
  duration: number;
  quantity: number;
  addons: { id: string; name: string | null; price: number; duration: number; quantity: number }[];
}

/** The cart's lines named from the shop's catalogue (the cart keeps ids and prices only). */
export function linesFromCart(services: readonly ChosenService[], shop: ShopDetail): OrderLine[] {
  const catalogue = new Map(
    shop.categories.flatMap((category) => category.services).map((s) => [s.id, s]),
  );
  return services.map((chosen) => {
    const service = catalogue.get(chosen.id);
    return {
      id: chosen.id,
      name: service?.name ?? null,
      price: chosen.price,
      duration: chosen.duration,
      quantity: chosen.quantity,
      addons: chosen.addons.map((addon) => ({
        ...addon,
        name: service?.addons.find((a) => a.id === addon.id)?.name ?? null,
      })),
    };
  });
}

export interface JoinDetails {
  shopId: string;
  services: readonly ChosenService[];
  additionalServices: readonly { id: string; name: string }[];
  totals: { totalPrice: number; totalDuration: number };
  customer: { name: string; phone: string; email?: string | undefined };
  /** Where the customer is, when they shared it: the server reckons when they should leave. */
  position?: { lat: number; lng: number } | null;
  /** The barber to wait for; null is any barber. */
  barberId?: string | null;
  /** The "text me" answer, when the shop's server sends texts and so asked it. */
  textMe?: boolean | undefined;
}

/** POST queue: exactly these fields; `payNow` is always false. */
export function joinQueueBodyFrom({
  shopId,
  services,
  additionalServices,
  totals,
  customer,
  position = null,
  barberId = null,
  textMe,
}: JoinDetails): JoinQueueBody {
  return {
    name: customer.name.trim(),
    phone: customer.phone.trim(),
    ...(customer.email ? { email: customer.email } : {}),
    shopId,
    services: services.map(({ id, quantity, addons }) => ({
      id,
      quantity,
      addons: addons.map((addon) => ({ id: addon.id, quantity: addon.quantity })),
    })),
    additionalServices: additionalServices.map(({ id, name }) => ({ id, name })),
    totalTimeRequires: totals.totalDuration,
    totalPrice: totals.totalPrice,
    payNow: false,
    ...(position ? { position } : {}),
    ...(barberId ? { barberId } : {}),
    // Not asked, not sent: the server then records no consent either way.
    ...(textMe === undefined ? {} : { textMe }),
  };
}
