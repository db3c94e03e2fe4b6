import type { Coords, joinQueueBody, OrderPlacePayload, StaffMessage } from '@jono/contract';
import type { z } from 'zod';

// A walk-in to admit and what its admission answers, whoever placed it.

type JoinInput = z.output<typeof joinQueueBody>;

/** Where an order stands, with the code its customer reads and types. */
export type PlaceWithCode = OrderPlacePayload & { shortCode: string };

/** A walk-in to admit: from the customer's own phone, or added by staff at the desk. */
export interface WalkIn {
  shopId: string;
  name: string;
  /** E.164, already normalised; none for a customer added at the desk without a phone. */
  phone: string | null;
  email: string | null;
  services: JoinInput['services'];
  additionalServices: JoinInput['additionalServices'];
  /** The barber asked for; null is "any barber". */
  barberId: string | null;
  language: string;
  /** The totals the customer was shown; staff at the desk add at the catalogue's own. */
  claimedTotals?: { totalPrice: number; totalTimeRequires: number };
  /** Added by staff: the customer is in the shop, so checked in from the start. */
  atDesk: boolean;
  /** Of those at the desk: the customer added themselves at the kiosk, not staff. */
  atKiosk?: boolean;
  idempotencyKey?: string | undefined;
  /** Where the customer was when joining, shared for their travel time to the shop. */
  position?: Coords | undefined;
  /** The customer ticked "text me" (and texts are on): their consent, recorded with the join. */
  textMe?: boolean;
}

/** The part of a walk-in its order gives, whoever placed it (the customer or the desk). */
export function orderOf(
  shopId: string,
  phone: string | null,
  input: Pick<JoinInput, 'name' | 'email' | 'services' | 'additionalServices' | 'barberId'>,
) {
  return {
    shopId,
    name: input.name,
    phone,
    email: input.email ?? null,
    services: input.services,
    additionalServices: input.additionalServices,
    barberId: input.barberId ?? null,
  };
}

/** A walk-in admitted, once committed. */
export interface Admitted {
  kind: 'admitted';
  place: PlaceWithCode;
  /** The staff inbox's note of a customer who joined online; none for one added at the desk. */
  staffMessage: StaffMessage | null;
}

/** What became of a walk-in: admitted, or (its Idempotency-Key used already) that order. */
export type Admission = Admitted | { kind: 'replay'; orderId: string };
