/// <reference path="./smpp.d.ts" />
import type { SmsEncoding } from '@jono/contract';
import type { DecodedMessage, PDU, PduFields } from 'smpp';
import type { OutgoingText, TextReceipt } from './sms-gateway';

/** esm_class bits (SMPP 3.4 5.2.12): the short message starts with a UDH; it is a receipt. */
export const ESM_UDH_INDICATOR = 0x40;
export const ESM_DELIVERY_RECEIPT = 0x04;

/** data_coding: 0 is the SMSC default alphabet, GSM 03.38, sent one septet an octet. */
const DATA_CODING: Record<SmsEncoding, number> = { gsm7: 0, ucs2: 8 };

const TON_INTERNATIONAL = 1;
const TON_NATIONAL = 2;
const TON_ALPHANUMERIC = 5;
const NPI_E164 = 1;

const digitsOf = (number: string) => number.replace(/^\+/, '');

/**
 * Where a text says it comes from: a sender name with a letter in it is alphanumeric (TON 5,
 * no numbering plan); anything else is a number, international without its '+'.
 */
function sourceOf(from: string): PduFields {
  if (/\p{L}/u.test(from)) {
    return { source_addr: from, source_addr_ton: TON_ALPHANUMERIC, source_addr_npi: 0 };
  }
  return {
    source_addr: digitsOf(from),
    source_addr_ton: TON_INTERNATIONAL,
    source_addr_npi: NPI_E164,
  };
}

/** The submit_sm fields every part of a text shares; receipts are always asked for. */
export function submitFields(text: OutgoingText, encoding: SmsEncoding): PduFields {
  return {
    ...sourceOf(text.from),
    destination_addr: digitsOf(text.to),
    dest_addr_ton: TON_INTERNATIONAL,
    dest_addr_npi: NPI_E164,
    registered_delivery: 1,
    data_coding: DATA_CODING[encoding],
  };
}

/**
 * The UDH of one part of a long text (3GPP TS 23.040 9.2.3.24.1): UDHL 5, IEI 0x00
 * (concatenation, 8-bit reference), its length 3, then reference, total and this part's index
 * from 1. The phone joins the parts with the same reference from the same sender.
 */
export function concatenationHeader(reference: number, total: number, index: number): Buffer {
  return Buffer.from([0x05, 0x00, 0x03, reference & 0xff, total, index]);
}

/** Which part of which long text a message is, as its UDH says. */
export interface Concatenation {
  reference: number;
  total: number;
  index: number;
}

/** A concatenation element that names a real part: a total of parts and an index within it. */
function partOf(reference: number, total: number, index: number): Concatenation | null {
  return total > 0 && index > 0 && index <= total ? { reference, total, index } : null;
}

/** The concatenation element of a UDH: IEI 0x00 has an 8-bit reference, 0x08 a 16-bit one. */
export function concatenationOf(udh: readonly Buffer[] | undefined): Concatenation | null {
  for (const element of udh ?? []) {
    if (element.length < 2) continue;
    const iei = element.readUInt8(0);
    if (iei === 0x00 && element.length >= 5) {
      return partOf(element.readUInt8(2), element.readUInt8(3), element.readUInt8(4));
    }
    if (iei === 0x08 && element.length >= 6) {
      return partOf(element.readUInt16BE(2), element.readUInt8(4), element.readUInt8(5));
    }
  }
  return null;
}

type MessageField = DecodedMessage | Buffer | string | undefined;

/** The text of a message field as node-smpp decoded it, or null when its coding was not text. */
function textOf(field: MessageField): { text: string; udh?: Buffer[] } | null {
  if (typeof field === 'string') return { text: field };
  if (field === undefined || Buffer.isBuffer(field) || typeof field.message !== 'string') {
    return null;
  }
  return { text: field.message, udh: field.udh };
}

/**
 * What a customer wrote, with where it sits in a long text: in short_message, or in the
 * message_payload TLV when the SMSC sent it whole there.
 */
export function incomingText(pdu: PDU): { text: string; part: Concatenation | null } | null {
  const short = textOf(pdu.short_message);
  const message = short?.text ? short : (textOf(pdu.message_payload) ?? short);
  if (!message) return null;
  return { text: message.text, part: concatenationOf(message.udh) };
}

/** A number as E.164 when the SMSC gave digits not marked national; a name stays as it is. */
export function addressOf(address: string | undefined, ton: number | undefined): string {
  const value = address ?? '';
  return /^\+?\d+$/.test(value) && ton !== TON_NATIONAL ? `+${digitsOf(value)}` : value;
}

/** message_state TLV values (SMPP 3.4 5.3.2.35) as the receipt text's stat names. */
const STAT_OF_STATE: Record<number, string> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
};
const FINAL_FAILURES = new Set(['UNDELIV', 'EXPIRED', 'REJECTD', 'DELETED', 'UNKNOWN']);

/** The text of a receipt (SMPP 3.4 appendix B), whatever coding the SMSC gave it. */
function receiptTextOf(pdu: PDU): string {
  const field = pdu.short_message;
  const text = textOf(field)?.text ?? textOf(pdu.message_payload)?.text;
  if (text) return text;
  const bytes = Buffer.isBuffer(field) ? field : typeof field === 'object' ? field.message : '';
  return Buffer.isBuffer(bytes) ? bytes.toString('latin1') : (bytes ?? '');
}

/**
 * Which message a delivery receipt is about and how it ended. The receipted_message_id and
 * message_state TLVs are taken first (they carry the id as submit_sm_resp gave it), then
 * `id:` and `stat:` of the receipt text. Null when it names no message.
 */
export function parseReceipt(pdu: PDU): { messageId: string; stat: string } | null {
  const text = receiptTextOf(pdu);
  const messageId = pdu.receipted_message_id || /\bid:(\S+)/i.exec(text)?.[1];
  const stated = pdu.message_state === undefined ? undefined : STAT_OF_STATE[pdu.message_state];
  const stat = stated ?? /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  if (!messageId || !stat) return null;
  return { messageId, stat };
}

/** A final receipt's outcome; null for one on the way (ENROUTE, ACCEPTD). */
export function receiptState(stat: string): TextReceipt['state'] | null {
  if (stat === 'DELIVRD') return 'delivered';
  return FINAL_FAILURES.has(stat) ? 'failed' : null;
}

interface PartialText {
  total: number;
  parts: Map<number, string>;
}

/**
 * Joins the parts of a long text a customer sent, by sender and reference, as the phone would.
 * Only the newest `limit` unfinished texts are kept: a part that never comes must not keep
 * the others forever.
 */
export class IncomingParts {
  private readonly partial = new Map<string, PartialText>();

  constructor(private readonly limit = 1000) {}

  /** The whole text once its last part came, else null. */
  join(sender: string, part: Concatenation, text: string): string | null {
    const key = `${sender}|${part.reference}|${part.total}`;
    const entry = this.partial.get(key) ?? { total: part.total, parts: new Map<number, string>() };
    entry.parts.set(part.index, text);
    if (entry.parts.size < entry.total) {
      this.partial.delete(key);
      this.partial.set(key, entry);
      this.evictOldest();
      return null;
    }
    this.partial.delete(key);
    return Array.from({ length: entry.total }, (_, i) => entry.parts.get(i + 1) ?? '').join('');
  }

  private evictOldest(): void {
    for (const key of this.partial.keys()) {
      if (this.partial.size <= this.limit) return;
      this.partial.delete(key);
    }
  }
}
