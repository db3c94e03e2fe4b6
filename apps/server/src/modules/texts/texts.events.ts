import { EventEmitter } from 'node:events';
import { perApp } from '../../lib/per-app';
import type { ServiceContext } from '../../plugins/app/service-context';

/** How a text about a walk-in ended up: the module that wrote it may act on it (mail instead). */
export interface TextOutcome {
  textId: string;
  shopId: string;
  queueEntryId: string | null;
  kind: string;
  status: 'sent' | 'delivered' | 'failed';
}

const outcomesOf = perApp((_ctx: ServiceContext) => new EventEmitter());

/** Hears every text's outcome on this node: sent by the gateway, delivered, or failed. */
export function onTextOutcome(ctx: ServiceContext, listener: (outcome: TextOutcome) => void) {
  outcomesOf(ctx).on('outcome', listener);
}

export function announceTextOutcome(ctx: ServiceContext, outcome: TextOutcome) {
  outcomesOf(ctx).emit('outcome', outcome);
}
