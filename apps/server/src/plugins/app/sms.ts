import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { openSmppGateway } from '../../lib/sms/smpp-gateway';
import type {
  IncomingText,
  OutgoingText,
  SmsGateway,
  SmsGatewayEvents,
  TextReceipt,
} from '../../lib/sms/sms-gateway';
import { openTwilioGateway } from '../../lib/sms/twilio-gateway';

/** Where Twilio posts a text's delivery status and a customer's reply (the texts module's routes). */
export const textCallbackPaths = {
  status: '/api/texts/twilio/status',
  inbound: '/api/texts/twilio/inbound',
} as const;

/**
 * The app's line to the text-message gateway: it sends, and relays what the gateway hears
 * (receipts and replies) to whoever listens, so the gateway can be opened before the module
 * that handles them exists. Null gateway: texts are off (no SMS_URL).
 */
export interface SmsLink {
  readonly gateway: SmsGateway | null;
  /** The sender the texts show. */
  readonly from: string;
  /** Segments a shop may send in a month; 0 is no cap. */
  readonly monthlySegments: number;
  /** The Auth Token the HTTP provider signs its callbacks with; null for SMPP. */
  readonly callbackSecret: string | null;
  send(text: Omit<OutgoingText, 'from'>): Promise<{ gatewayId: string }>;
  onReceipt(listener: (receipt: TextReceipt) => void): void;
  onReply(listener: (text: IncomingText) => void): void;
  /** What an HTTP provider's callback said, handed in by its route. */
  heard: SmsGatewayEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsLink;
  }
}

/** The gateway SMS_URL names, and the secret its HTTP callbacks are signed with (none for SMPP). */
function openGateway(
  app: FastifyInstance,
  config: Config,
  events: SmsGatewayEvents,
): { gateway: SmsGateway | null; callbackSecret: string | null } {
  const sms = config.sms;
  if (!sms) return { gateway: null, callbackSecret: null };
  if (sms.url.protocol === 'smpp:') {
    return { gateway: openSmppGateway(sms.url, events, app.log), callbackSecret: null };
  }
  const gateway = openTwilioGateway(sms.url, {
    statusCallbackUrl: `${config.publicUrl}${textCallbackPaths.status}`,
  });
  return { gateway, callbackSecret: gateway.authToken };
}

/** Opens the gateway SMS_URL names (none without it) and closes it with the app. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const relay = new EventEmitter();
    const heard: SmsGatewayEvents = {
      receipt: (receipt) => relay.emit('receipt', receipt),
      reply: (text) => relay.emit('reply', text),
    };
    const { gateway, callbackSecret } = openGateway(app, config, heard);
    const from = config.sms?.from ?? 'Jono';
    const link: SmsLink = {
      gateway,
      from,
      monthlySegments: config.sms?.monthlySegments ?? 0,
      callbackSecret,
      send: (text) => {
        if (!gateway) throw new Error('texts are off: no SMS_URL');
        return gateway.send({ ...text, from });
      },
      onReceipt: (listener) => relay.on('receipt', listener),
      onReply: (listener) => relay.on('reply', listener),
      heard,
    };
    app.decorate('sms', link);
    app.addHook('onClose', async () => {
      relay.removeAllListeners();
      await gateway?.close();
    });
  },
  { name: 'sms' },
);
