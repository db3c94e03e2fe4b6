import type { TextReceipt } from './sms-gateway';

/** The parts of one long text: the SMSC gives each its own id and sends a receipt for each. */
interface LongText {
  /** The first part's id, which send() returned for the whole text. */
  gatewayId: string;
  expected: number;
  partIds: string[];
  delivered: Set<string>;
  /** Parts a receipt was heard for, delivered or not: the text is forgotten when all were. */
  heard: Set<string>;
  /** Set once the text's one receipt went out: later parts' receipts are swallowed. */
  settled: boolean;
}

/** What send() holds while it submits a long text's parts one after another. */
export interface TrackedText {
  add(partId: string): void;
  readonly gatewayId: string;
  /** The text was not taken whole (a part refused): its parts' receipts are no longer joined. */
  forget(): void;
}

/**
 * Joins the receipts of a long text's parts into one receipt for the text, under the id send()
 * returned (the first part's): delivered once every part is, failed as soon as any part fails.
 * A receipt for an id it does not know (a one-part text, or a long text sent before a restart)
 * passes through under that id. Only the newest `limit` long texts are remembered: a receipt
 * that never comes must not keep its text forever.
 */
export class ReceiptJoiner {
  private readonly byPart = new Map<string, LongText>();
  private readonly texts = new Set<LongText>();

  constructor(private readonly limit = 10_000) {}

  track(expected: number): TrackedText {
    const text: LongText = {
      gatewayId: '',
      expected,
      partIds: [],
      delivered: new Set(),
      heard: new Set(),
      settled: false,
    };
    this.texts.add(text);
    this.evictOldest();
    return {
      add: (partId) => {
        if (text.partIds.length === 0) text.gatewayId = partId;
        text.partIds.push(partId);
        if (this.texts.has(text)) this.byPart.set(partId, text);
      },
      get gatewayId() {
        return text.gatewayId;
      },
      forget: () => this.forget(text),
    };
  }

  /** The text's receipt that a part's receipt decides, or null while other parts are out. */
  join(partId: string, state: TextReceipt['state'], error: string): TextReceipt | null {
    const text = this.byPart.get(partId);
    const outcome: TextReceipt =
      state === 'failed' ? { gatewayId: partId, state, error } : { gatewayId: partId, state };
    if (!text) return outcome;
    text.heard.add(partId);
    if (state === 'delivered') text.delivered.add(partId);
    const decided = state === 'failed' || text.delivered.size === text.expected;
    if (text.heard.size === text.expected) this.forget(text);
    if (text.settled || !decided) return null;
    text.settled = true;
    return { ...outcome, gatewayId: text.gatewayId };
  }

  private forget(text: LongText): void {
    this.texts.delete(text);
    for (const partId of text.partIds) this.byPart.delete(partId);
  }

  private evictOldest(): void {
    for (const oldest of this.texts) {
      if (this.texts.size <= this.limit) return;
      this.forget(oldest);
    }
  }
}
