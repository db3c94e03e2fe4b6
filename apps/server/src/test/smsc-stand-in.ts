/// <reference path="../lib/sms/smpp.d.ts" />
import { EventEmitter } from 'node:events';
import { splitSegments } from '@jono/contract';
import smpp, { type PDU, type PduFields, type Server, type Session } from 'smpp';

/** A text as the stand-in SMSC took it: its parts joined by their UDH reference and decoded. */
export interface SubmittedText {
  /** E.164, from destination_addr. */
  to: string;
  /** '+' and the digits for an international number (TON 1), else the sender name as sent. */
  from: string;
  text: string;
  /** The first part's data_coding: 0 GSM 03.38, 8 UCS-2. */
  dataCoding: number;
  registeredDelivery: number;
  parts: number;
  /** The message_id the stand-in gave each part, in part order. */
  messageIds: string[];
}

const ESME_RINVBNDSTS = 0x04;
const ESME_RBINDFAIL = 0x0d;
const ESME_RTHROTTLED = 0x58;
/** message_state TLV values the receipts carry. */
const MESSAGE_STATE = { DELIVRD: 2, UNDELIV: 5 } as const;

/** One decoded submit_sm: its text, and its place in a long text when its UDH says so. */
function partOf(pdu: PDU, messageId: string) {
  const field = pdu.short_message;
  const decoded = typeof field === 'object' && !Buffer.isBuffer(field) ? field : undefined;
  const text = typeof decoded?.message === 'string' ? decoded.message : '';
  // IEI 0x00: concatenation with an 8-bit reference: [0x00, 3, reference, total, index].
  const header = decoded?.udh?.find((element) => element[0] === 0x00 && element.length === 5);
  return {
    text,
    messageId,
    reference: header?.readUInt8(2),
    total: header?.readUInt8(3) ?? 1,
    index: header?.readUInt8(4) ?? 1,
  };
}

type Part = ReturnType<typeof partOf>;

const digits = (number: string) => number.replace(/^\+/, '');

/**
 * A stand-in SMSC in this process: an SMPP 3.4 server on a loopback port the gateway binds to
 * over real TCP. It takes texts, answers or holds their submit_sm_resp, throttles on request,
 * and sends delivery receipts and customers' replies over the newest bind.
 */
export class SmscStandIn {
  readonly submits: SubmittedText[] = [];
  private readonly events = new EventEmitter();
  private readonly server: Server;
  private readonly sessions = new Set<Session>();
  /** Sessions with a good bind, oldest first. */
  private readonly bound: Session[] = [];
  private readonly partial = new Map<string, Part[]>();
  private readonly origins = new Map<string, { to: string; from: string }>();
  private readonly held: Array<() => void> = [];
  private readonly mute = new Set<Session>();
  private nextId = 1000;
  /** Command statuses the next submit_sm are answered with instead of being taken. */
  private readonly scripted: number[] = [];
  private holding = false;
  private outstanding = 0;
  private binds = 0;
  private refused = 0;
  private mostInFlight = 0;
  /** smpp://SYSTEM_ID:PASSWORD@127.0.0.1:PORT, once it listens. */
  url = '';

  constructor(private readonly credentials: { systemId: string; password: string }) {
    this.server = smpp.createServer({}, (session) => this.serve(session));
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const { systemId, password } = this.credentials;
    const user = `${encodeURIComponent(systemId)}:${encodeURIComponent(password)}`;
    this.url = `smpp://${user}@127.0.0.1:${address.port}`;
    return this;
  }

  get bindCount(): number {
    return this.binds;
  }

  get refusedBinds(): number {
    return this.refused;
  }

  /** The most submit_sm the stand-in had taken but not yet answered at one time. */
  get maxInFlight(): number {
    return this.mostInFlight;
  }

  /** The first text taken that matches, now or when it comes. */
  async waitForSubmit(matches: (submit: SubmittedText) => boolean = () => true) {
    await this.until('submit', () => this.submits.some(matches));
    const submit = this.submits.find(matches);
    if (!submit) throw new Error('the matching submit went missing');
    return submit;
  }

  waitForBind(count: number): Promise<void> {
    return this.until('bind', () => this.binds >= count);
  }

  /** Answers the next n submit_sm with ESME_RTHROTTLED. */
  throttleNext(n: number): void {
    for (let i = 0; i < n; i += 1) this.scripted.push(ESME_RTHROTTLED);
  }

  /** Refuses the next submit_sm with this command status. */
  refuseNext(status: number): void {
    this.scripted.push(status);
  }

  /** Holds every submit_sm_resp from now on until releaseHeld(). */
  holdResponses(): void {
    this.holding = true;
  }

  waitForHeld(count: number): Promise<void> {
    return this.until('held', () => this.held.length >= count);
  }

  /** Answers the oldest `count` held submit_sm (all by default); holding goes on. */
  releaseHeld(count = this.held.length): void {
    for (const respond of this.held.splice(0, count)) respond();
  }

  /** The current binds stop answering enquire_link, as over a dead link. */
  muteEnquireLinks(): void {
    for (const session of this.bound) this.mute.add(session);
  }

  /** Sends enquire_link over the newest bind; resolves on its answer. */
  enquireLink(): Promise<PDU> {
    const session = this.newestBind();
    return new Promise((resolve) => session.enquire_link({}, resolve));
  }

  /** A delivery receipt for one message id, with its TLVs or with only the receipt text. */
  sendReceipt(messageId: string, stat: 'DELIVRD' | 'UNDELIV', options = { withTlvs: true }) {
    const origin = this.origins.get(messageId) ?? { to: '', from: '' };
    const delivered = stat === 'DELIVRD';
    const text =
      `id:${messageId} sub:001 dlvrd:${delivered ? '001' : '000'} submit date:2501011200 ` +
      `done date:2501011201 stat:${stat} err:${delivered ? '000' : '001'} text:`;
    const tlvs = { receipted_message_id: messageId, message_state: MESSAGE_STATE[stat] };
    return this.deliver({
      source_addr: digits(origin.to),
      source_addr_ton: 1,
      source_addr_npi: 1,
      destination_addr: digits(origin.from),
      esm_class: 0x04,
      data_coding: 0,
      short_message: text,
      ...(options.withTlvs ? tlvs : {}),
    });
  }

  /** A customer's text to the shop; a long one goes as concatenated parts, as a phone sends it. */
  async sendReply(from: string, to: string, text: string): Promise<void> {
    const { encoding, parts } = splitSegments(text);
    const base: PduFields = {
      source_addr: digits(from),
      source_addr_ton: 1,
      source_addr_npi: 1,
      destination_addr: digits(to),
      dest_addr_ton: /^\+?\d+$/.test(to) ? 1 : 5,
      data_coding: encoding === 'gsm7' ? 0 : 8,
    };
    if (parts.length === 1) return void (await this.deliver({ ...base, short_message: text }));
    const reference = this.nextId % 256;
    for (const [index, message] of parts.entries()) {
      const udh = Buffer.from([0x05, 0x00, 0x03, reference, parts.length, index + 1]);
      await this.deliver({ ...base, esm_class: 0x40, short_message: { udh, message } });
    }
  }

  /** Cuts every TCP connection, as a lost link does; resolves once they are closed. */
  async dropSessions(): Promise<void> {
    const sessions = [...this.sessions];
    await Promise.all(sessions.map((s) => new Promise<void>((resolve) => s.destroy(resolve))));
  }

  async close(): Promise<void> {
    for (const session of this.sessions) session.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private serve(session: Session): void {
    this.sessions.add(session);
    session.on('error', () => session.destroy());
    session.on('close', () => {
      this.sessions.delete(session);
      const at = this.bound.indexOf(session);
      if (at >= 0) this.bound.splice(at, 1);
    });
    session.on('bind_transceiver', (pdu) => this.bind(session, pdu));
    session.on('enquire_link', (pdu) => {
      if (!this.mute.has(session)) session.send(pdu.response());
    });
    session.on('unbind', (pdu) => session.send(pdu.response(), () => session.close()));
    session.on('submit_sm', (pdu) => this.submitted(session, pdu));
  }

  private bind(session: Session, pdu: PDU): void {
    const { systemId, password } = this.credentials;
    if (pdu.system_id !== systemId || pdu.password !== password) {
      this.refused += 1;
      session.send(pdu.response({ command_status: ESME_RBINDFAIL }));
      return;
    }
    this.bound.push(session);
    this.binds += 1;
    session.send(pdu.response({ system_id: 'smsc-stand-in' }));
    this.events.emit('bind');
  }

  private submitted(session: Session, pdu: PDU): void {
    const refusal = this.bound.includes(session) ? this.scripted.shift() : ESME_RINVBNDSTS;
    if (refusal !== undefined) {
      session.send(pdu.response({ command_status: refusal }));
      return;
    }
    const messageId = `smsc-${this.nextId++}`;
    this.took(pdu, messageId);
    this.outstanding += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.outstanding);
    const respond = () => {
      this.outstanding -= 1;
      session.send(pdu.response({ message_id: messageId }));
    };
    if (this.holding) {
      this.held.push(respond);
      this.events.emit('held');
    } else respond();
  }

  /** Adds a part; a whole text (one part, or the last part of a long one) is recorded. */
  private took(pdu: PDU, messageId: string): void {
    const part = partOf(pdu, messageId);
    const to = `+${pdu.destination_addr ?? ''}`;
    const source = pdu.source_addr ?? '';
    const from = pdu.source_addr_ton === 1 ? `+${source}` : source;
    this.origins.set(messageId, { to, from });
    const key = `${source}|${to}|${part.reference}`;
    const parts = [...(this.partial.get(key) ?? []), part];
    if (parts.length < part.total) return void this.partial.set(key, parts);
    this.partial.delete(key);
    parts.sort((a, b) => a.index - b.index);
    const submit: SubmittedText = {
      to,
      from,
      text: parts.map((p) => p.text).join(''),
      dataCoding: pdu.data_coding ?? 0,
      registeredDelivery: pdu.registered_delivery ?? 0,
      parts: parts.length,
      messageIds: parts.map((p) => p.messageId),
    };
    this.submits.push(submit);
    this.events.emit('submit', submit);
  }

  private newestBind(): Session {
    const session = this.bound.at(-1);
    if (!session) throw new Error('no gateway is bound to the stand-in SMSC');
    return session;
  }

  /** Sends deliver_sm over the newest bind; resolves on its deliver_sm_resp. */
  private deliver(fields: PduFields): Promise<PDU> {
    const session = this.newestBind();
    return new Promise((resolve) => session.deliver_sm(fields, resolve));
  }

  /** Resolves once `reached` holds, checking again on every `event`. */
  private until(event: string, reached: () => boolean): Promise<void> {
    if (reached()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!reached()) return;
        this.events.off(event, check);
        resolve();
      };
      this.events.on(event, check);
    });
  }
}

/** Starts a stand-in SMSC that binds only `systemId` with `password`. */
export const startSmscStandIn = (credentials: { systemId: string; password: string }) =>
  new SmscStandIn(credentials).listen();
