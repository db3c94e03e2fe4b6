/// <reference path="./smpp.d.ts" />
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { splitSegments } from '@jono/contract';
import type { PDU, PduFields } from 'smpp';
import { type LinkSettings, SmppLink, type SmppLog, statusName } from './smpp-link';
import {
  addressOf,
  concatenationHeader,
  ESM_DELIVERY_RECEIPT,
  ESM_UDH_INDICATOR,
  IncomingParts,
  incomingText,
  parseReceipt,
  receiptState,
  submitFields,
} from './smpp-messages';
import { ReceiptJoiner } from './smpp-receipts';
import { SubmitWindow } from './smpp-window';
import {
  type OutgoingText,
  type SmsGateway,
  type SmsGatewayEvents,
  SmsSendError,
} from './sms-gateway';

export interface SmppGatewayOptions {
  /** How often the bind is checked with enquire_link (and how long an answer may take). */
  enquireLinkMs?: number;
  /** Waits before each rebind after a drop or a refused bind; the last one repeats. */
  rebindDelaysMs?: readonly number[];
  /** submit_sm that may wait for their response at once. */
  window?: number;
  /** How long a send waits for a bind, and for each submit_sm_resp. */
  submitTimeoutMs?: number;
  /** Waits before each resubmit of a throttled part; when they run out the send fails. */
  throttleDelaysMs?: readonly number[];
}

const ESME_ROK = 0x00;
/** The SMSC is busy, not refusing: the same part goes again after a wait. */
const THROTTLING = new Set([0x58 /* ESME_RTHROTTLED */, 0x14 /* ESME_RMSGQFUL */]);
/** A concatenation UDH counts parts in one octet. */
const MAX_PARTS = 255;

const closedError = () => new SmsSendError('the SMPP gateway is closed', 'closed', false);

/** The bind's settings from `smpp://SYSTEM_ID:PASSWORD@HOST:PORT` (port 2775 by default). */
function linkSettingsOf(url: URL, options: SmppGatewayOptions): LinkSettings {
  if (url.protocol !== 'smpp:') throw new Error(`not an smpp:// URL: ${url.protocol}`);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? 2775 : Number(url.port),
    systemId: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    enquireLinkMs: options.enquireLinkMs ?? 30_000,
    rebindDelaysMs: options.rebindDelaysMs ?? [1000, 2000, 5000, 10_000, 30_000],
  };
}

/**
 * A gateway that speaks SMPP 3.4 to an SMSC as a transceiver. A long text goes as parts with a
 * concatenation UDH and send() resolves with the first part's message_id; the parts' receipts
 * come back as one receipt under that id (see ReceiptJoiner).
 */
class SmppGateway implements SmsGateway {
  readonly kind = 'smpp';
  private readonly link: SmppLink;
  private readonly window: SubmitWindow;
  private readonly receipts = new ReceiptJoiner();
  private readonly replies = new IncomingParts();
  private reference = randomInt(256);
  private closed = false;

  constructor(
    settings: LinkSettings,
    private readonly events: SmsGatewayEvents,
    private readonly log: SmppLog,
    private readonly submitTimeoutMs: number,
    private readonly throttleDelaysMs: readonly number[],
    window: number,
  ) {
    this.window = new SubmitWindow(window);
    this.link = new SmppLink(settings, log, (pdu) => this.delivered(pdu));
    this.link.start();
  }

  async send(text: OutgoingText): Promise<{ gatewayId: string }> {
    if (this.closed) throw closedError();
    const { encoding, parts } = splitSegments(text.text);
    if (parts.length > MAX_PARTS) {
      throw new SmsSendError(`a text of ${parts.length} parts is too long`, 'too_long', false);
    }
    const fields = submitFields(text, encoding);
    const [only = ''] = parts;
    if (parts.length === 1)
      return { gatewayId: await this.submit({ ...fields, short_message: only }) };
    return this.sendParts(fields, parts);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.link.close();
  }

  /** The parts go one after another under one reference; a refused part fails the whole send. */
  private async sendParts(fields: PduFields, parts: string[]): Promise<{ gatewayId: string }> {
    this.reference = (this.reference + 1) % 256;
    const reference = this.reference;
    const tracked = this.receipts.track(parts.length);
    try {
      for (const [index, message] of parts.entries()) {
        const udh = concatenationHeader(reference, parts.length, index + 1);
        const esm_class = ESM_UDH_INDICATOR;
        tracked.add(await this.submit({ ...fields, esm_class, short_message: { udh, message } }));
      }
    } catch (error) {
      tracked.forget();
      throw error;
    }
    return { gatewayId: tracked.gatewayId };
  }

  /** One part until the SMSC takes it: resubmitted while it throttles, then given up on. */
  private async submit(fields: PduFields): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.submitOnce(fields);
      const status = response.command_status;
      if (status === ESME_ROK) return response.message_id ?? '';
      const name = statusName(status);
      if (!THROTTLING.has(status)) {
        throw new SmsSendError(`the SMSC refused the text: ${name}`, name, false);
      }
      const wait = this.throttleDelaysMs[attempt];
      if (wait === undefined || this.closed) {
        throw new SmsSendError(`the SMSC is still throttling (${name})`, 'ESME_RTHROTTLED', true);
      }
      this.log.warn({ status: name, resubmitInMs: wait }, 'the SMSC throttled a text');
      await sleep(wait);
    }
  }

  /**
   * One submit_sm within the window. A send waits at most submitTimeoutMs for a bind; waiting
   * for room in the window has no limit, as the texts ahead are each bounded by their answer.
   */
  private async submitOnce(fields: PduFields): Promise<PDU> {
    const deadline = Date.now() + this.submitTimeoutMs;
    for (;;) {
      if (this.closed) throw closedError();
      const connection = await this.link.whenBound(deadline - Date.now());
      if (!connection) {
        if (this.closed) throw closedError();
        throw new SmsSendError(`no SMPP bind within ${this.submitTimeoutMs} ms`, 'unbound', true);
      }
      const release = await this.window.acquire();
      try {
        // The bind may have dropped while this waited for room; then wait for the next one.
        if (connection.bound) {
          return await this.link.submit(connection, fields, this.submitTimeoutMs);
        }
      } finally {
        release();
      }
    }
  }

  private delivered(pdu: PDU): void {
    if (((pdu.esm_class ?? 0) & ESM_DELIVERY_RECEIPT) !== 0) this.receiptArrived(pdu);
    else this.replyArrived(pdu);
  }

  private receiptArrived(pdu: PDU): void {
    const parsed = parseReceipt(pdu);
    if (!parsed) {
      this.log.warn({ source: pdu.source_addr }, 'a delivery receipt without an id or a stat');
      return;
    }
    const state = receiptState(parsed.stat);
    // ENROUTE, ACCEPTD: the network has not decided yet; a final receipt follows.
    if (!state) return;
    const receipt = this.receipts.join(parsed.messageId, state, parsed.stat);
    if (receipt) this.events.receipt(receipt);
  }

  private replyArrived(pdu: PDU): void {
    const incoming = incomingText(pdu);
    if (!incoming) {
      this.log.warn({ dataCoding: pdu.data_coding }, 'a reply in a coding that is not text');
      return;
    }
    const from = addressOf(pdu.source_addr, pdu.source_addr_ton);
    const to = addressOf(pdu.destination_addr, pdu.dest_addr_ton);
    const text = incoming.part
      ? this.replies.join(`${from}|${to}`, incoming.part, incoming.text)
      : incoming.text;
    if (text !== null) this.events.reply({ from, to, text });
  }
}

/** Binds to the SMSC at `url` and keeps the bind up until close(). */
export function openSmppGateway(
  url: URL,
  events: SmsGatewayEvents,
  log: SmppLog,
  options: SmppGatewayOptions = {},
): SmsGateway {
  return new SmppGateway(
    linkSettingsOf(url, options),
    events,
    log,
    options.submitTimeoutMs ?? 10_000,
    options.throttleDelaysMs ?? [1000, 2000, 4000],
    options.window ?? 10,
  );
}
