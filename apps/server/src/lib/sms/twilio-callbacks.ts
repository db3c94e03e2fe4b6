import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingText, TextReceipt } from './sms-gateway';

/**
 * The POST parameters of one of Twilio's callbacks. Their names come from whoever sent the
 * request, so they are kept in a record without a prototype (see readTwilioForm): a name like
 * `__proto__` or `constructor` is then just a name. The readers below also read own
 * properties only, so a plain object handed in by mistake cannot lend them inherited values.
 */
export type TwilioParams = Readonly<Record<string, string>>;

/**
 * Parses an `application/x-www-form-urlencoded` body as Twilio sends it. A name sent twice
 * keeps its last value; Twilio's messaging callbacks never repeat one, and the signature,
 * made over every value, then no longer matches, so such a request is refused anyway.
 */
export function readTwilioForm(body: string): TwilioParams {
  const params: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) params[name] = value;
  return params;
}

/** A parameter the request itself carried, or undefined. */
function param(params: TwilioParams, name: string): string | undefined {
  if (!Object.hasOwn(params, name)) return undefined;
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Twilio's X-Twilio-Signature for a form POST: the full URL the request was sent to (scheme,
 * host, port, path and query, as configured at Twilio), then every POST parameter sorted by
 * name (case-sensitive, code-unit order), each as name followed by value with no separators;
 * HMAC-SHA1 of that with the auth token, in base64.
 */
export function twilioSignature(authToken: string, url: string, params: TwilioParams): string {
  const hmac = createHmac('sha1', authToken);
  hmac.update(url, 'utf8');
  for (const name of Object.keys(params).sort()) {
    hmac.update(name + (param(params, name) ?? ''), 'utf8');
  }
  return hmac.digest('base64');
}

/**
 * Whether a callback was signed by Twilio with this auth token. `url` must be the public URL
 * Twilio called (behind a proxy, the one configured at Twilio, not the one the server sees).
 * Compared in constant time, so a forger learns nothing from how long a refusal takes.
 */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: TwilioParams,
  signatureHeader: string | undefined,
): boolean {
  if (!signatureHeader) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params), 'utf8');
  const given = Buffer.from(signatureHeader, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The receipt in a status callback, once the text's fate is final: 'delivered', or
 * 'undelivered'/'failed' with Twilio's ErrorCode ('30003') as the reason. The steps before
 * ('accepted', 'queued', 'sending', 'sent') and anything unknown are not final: null.
 */
export function readStatusCallback(params: TwilioParams): TextReceipt | null {
  const gatewayId = param(params, 'MessageSid');
  const status = param(params, 'MessageStatus');
  if (!gatewayId || !status) return null;
  if (status === 'delivered') return { gatewayId, state: 'delivered' };
  if (status === 'undelivered' || status === 'failed') {
    return { gatewayId, state: 'failed', error: param(params, 'ErrorCode') || status };
  }
  return null;
}

/**
 * The text in an incoming-message webhook. Null unless it names its sender and the number it
 * was sent to and carries a Body (which may be empty: a picture sent alone).
 */
export function readInboundText(params: TwilioParams): IncomingText | null {
  const from = param(params, 'From');
  const to = param(params, 'To');
  const text = param(params, 'Body');
  if (!from || !to || text === undefined) return null;
  return { from, to, text };
}
