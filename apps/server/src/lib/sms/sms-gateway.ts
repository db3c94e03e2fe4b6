/**
 * A text-message gateway, whatever protocol it speaks: SMPP to an operator or an open-source
 * gateway, or a provider's HTTP API. The product hands it texts and hears back delivery
 * receipts and the customers' replies; which one runs is chosen by `SMS_URL`'s scheme.
 */

/** One text to send. Numbers are E.164 ('+358401234567'). */
export interface OutgoingText {
  to: string;
  /** A number in E.164 or an alphanumeric sender name (at most 11 characters). */
  from: string;
  text: string;
}

/** What the network later says about a text it took. */
export interface TextReceipt {
  /** The id the gateway gave the text when it took it. */
  gatewayId: string;
  state: 'delivered' | 'failed';
  /** The network's reason for a failure, as it gave it ('UNDELIV', '30003'). */
  error?: string;
}

/** A text a customer sent to the shop's sender number. */
export interface IncomingText {
  from: string;
  to: string;
  text: string;
}

/** Why a gateway did not take a text. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    /** The gateway's own code ('ESME_RTHROTTLED', 'http_429', 'unbound'). */
    readonly code: string,
    /** True when the same text may be tried again later (throttled, connection lost). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsGatewayEvents {
  receipt(receipt: TextReceipt): void;
  reply(text: IncomingText): void;
}

export interface SmsGateway {
  /** Which protocol it speaks, for the start-up line and the logs. */
  readonly kind: 'smpp' | 'http';
  /** Hands one text over; resolves with the gateway's id once it took it, or throws SmsSendError. */
  send(text: OutgoingText): Promise<{ gatewayId: string }>;
  /** Ends the connection for good (no rebind). */
  close(): Promise<void>;
}
