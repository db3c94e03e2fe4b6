import { z } from 'zod';
import { type OutgoingText, type SmsGateway, SmsSendError } from './sms-gateway';

export interface TwilioGatewayOptions {
  /** Where Twilio posts the texts' status changes; null when receipts are not wanted. */
  statusCallbackUrl: string | null;
  /** How long one send may take, answer included (10 s unless told). */
  timeoutMs?: number;
}

/** The part of a Message resource the product reads from Twilio's 201 answer. */
const createdMessage = z.object({ sid: z.string().min(1) });

/** Twilio's error body: `{ code: 21211, message, more_info, status }`. */
const twilioError = z.object({
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
});

interface Credentials {
  accountSid: string;
  authToken: string;
}

/**
 * Reads `https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com`. The error never quotes the setting,
 * since it carries the auth token.
 */
function readSetting(url: URL): Credentials & { origin: string } {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `SMS_URL for Twilio must be https:// (or http:// locally), not ${url.protocol}`,
    );
  }
  const accountSid = decodeURIComponent(url.username);
  const authToken = decodeURIComponent(url.password);
  if (!accountSid || !authToken) {
    throw new Error(
      'SMS_URL for Twilio needs the Account SID and the Auth Token: https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com',
    );
  }
  return { accountSid, authToken, origin: url.origin };
}

/** The body as JSON when it is JSON; Twilio's error pages behind a proxy may not be. */
function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Judges a refusal: throttling (429) and Twilio's own trouble (5xx) pass, so the same text may
 * go again later; any other refusal is about the text or the account and would be refused
 * again, so Twilio's code ('21211' for a bad number) is kept for the logs and the owner.
 */
function refusal(status: number, text: string): SmsSendError {
  const parsed = twilioError.safeParse(parsedOrNull(text));
  const body = parsed.success ? parsed.data : {};
  const detail = body.message ?? `HTTP ${status}`;
  if (status === 429 || status >= 500) {
    return new SmsSendError(`Twilio did not take the text now: ${detail}`, `http_${status}`, true);
  }
  const code = body.code === undefined ? `http_${status}` : String(body.code);
  return new SmsSendError(`Twilio refused the text (${code}): ${detail}`, code, false);
}

/** A send that got no answer: a timeout or a lost connection may pass, so it is retryable. */
function unanswered(error: unknown, timeoutMs: number): SmsSendError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new SmsSendError(`Twilio did not answer within ${timeoutMs} ms`, 'timeout', true);
  }
  // fetch's own message ('fetch failed') says little; its cause names the socket's trouble.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return new SmsSendError(
    `Twilio could not be reached${cause ? `: ${cause}` : ''}`,
    'unreachable',
    true,
  );
}

/**
 * Twilio's Messages API over HTTPS. The auth token lives in a private field and is read
 * through a getter, so logging the gateway object never prints it.
 */
class TwilioGateway implements SmsGateway {
  readonly kind = 'http' as const;
  readonly #credentials: Credentials;
  readonly #messagesUrl: string;
  readonly #statusCallbackUrl: string | null;
  readonly #timeoutMs: number;

  constructor(url: URL, options: TwilioGatewayOptions) {
    const { origin, ...credentials } = readSetting(url);
    this.#credentials = credentials;
    const account = encodeURIComponent(credentials.accountSid);
    this.#messagesUrl = `${origin}/2010-04-01/Accounts/${account}/Messages.json`;
    this.#statusCallbackUrl = options.statusCallbackUrl;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** For checking the X-Twilio-Signature of the callbacks Twilio signs with it. */
  get authToken(): string {
    return this.#credentials.authToken;
  }

  async send(text: OutgoingText): Promise<{ gatewayId: string }> {
    const form = new URLSearchParams({ To: text.to, From: text.from, Body: text.text });
    if (this.#statusCallbackUrl) form.set('StatusCallback', this.#statusCallbackUrl);
    const { accountSid, authToken } = this.#credentials;
    const basic = Buffer.from(`${accountSid}:${authToken}`).toString('base64');
    let status: number;
    let answer: string;
    try {
      const response = await fetch(this.#messagesUrl, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
        // Twilio does not redirect its API; following one could hand the credentials on.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      status = response.status;
      answer = await response.text();
    } catch (error) {
      throw unanswered(error, this.#timeoutMs);
    }
    if (status < 200 || status > 299) throw refusal(status, answer);
    const created = createdMessage.safeParse(parsedOrNull(answer));
    if (!created.success) {
      // It was taken, but without an id no receipt can be matched; sending again could
      // deliver it twice, so it is not retryable.
      throw new SmsSendError(`Twilio answered ${status} without a message sid`, 'no_sid', false);
    }
    return { gatewayId: created.data.sid };
  }

  async close(): Promise<void> {}
}

/**
 * Opens the gateway for `SMS_URL=https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com`: each text is
 * one POST to the account's Messages resource, and Twilio reports its fate later to
 * `statusCallbackUrl` (see twilio-callbacks.ts). Throws at once when the SID or token is missing.
 */
export function openTwilioGateway(
  url: URL,
  options: TwilioGatewayOptions,
): SmsGateway & { readonly authToken: string } {
  return new TwilioGateway(url, options);
}
