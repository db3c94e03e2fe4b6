import type { AddWalkInBody } from '@jono/contract/api/desk';

/** A service chosen at the desk or the kiosk, once each, with the add-ons ticked for it. */
export interface DeskService {
  id: string;
  addonIds: string[];
}

/** Ticks a service on, or off with its add-ons. */
export function toggleService(chosen: readonly DeskService[], serviceId: string): DeskService[] {
  return chosen.some((s) => s.id === serviceId)
    ? chosen.filter((s) => s.id !== serviceId)
    : [...chosen, { id: serviceId, addonIds: [] }];
}

/** Ticks an add-on of a chosen service on or off. */
export function toggleAddon(
  chosen: readonly DeskService[],
  serviceId: string,
  addonId: string,
): DeskService[] {
  return chosen.map((s) =>
    s.id !== serviceId
      ? s
      : {
          ...s,
          addonIds: s.addonIds.includes(addonId)
            ? s.addonIds.filter((id) => id !== addonId)
            : [...s.addonIds, addonId],
        },
  );
}

/**
 * The desk's call: a name, the services (one of each; the server prices them), and only
 * what was given of phone, email, wishes and barber.
 */
export function addWalkInBodyFrom(order: {
  name: string;
  phone?: string;
  email?: string;
  services: readonly DeskService[];
  wishes?: readonly { id: string; name: string }[];
  barberId?: string | null;
}): AddWalkInBody {
  const phone = order.phone?.trim();
  const email = order.email?.trim();
  return {
    name: order.name.trim(),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    services: order.services.map((s) => ({
      id: s.id,
      quantity: 1,
      addons: s.addonIds.map((id) => ({ id, quantity: 1 })),
    })),
    additionalServices: (order.wishes ?? []).map(({ id, name }) => ({ id, name })),
    ...(order.barberId ? { barberId: order.barberId } : {}),
  };
}
