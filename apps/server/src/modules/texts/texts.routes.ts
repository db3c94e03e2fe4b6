import { textPaths, textUsageResponse } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import {
  isTwilioSignatureValid,
  readInboundText,
  readStatusCallback,
  readTwilioForm,
  type TwilioParams,
} from '../../lib/sms/twilio-callbacks';
import { staffOf } from '../../plugins/app/auth';
import { textCallbackPaths } from '../../plugins/app/sms';
import { textUsage } from './texts.service';

const FORM_LIMIT_BYTES = 16 * 1024;

/**
 * The HTTP provider's callbacks (a text's delivery status, a customer's reply), each signed
 * with the account's Auth Token over the address it was sent to: anything unsigned is refused
 * and changes nothing.
 */
async function providerCallbacks(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, readTwilioForm(String(body))),
  );
  const signed = (path: string, params: unknown, signature: unknown): TwilioParams => {
    const secret = app.sms.callbackSecret;
    if (!secret) throw new HttpError(404, 'Texts are not sent through an HTTP provider here');
    if (typeof params !== 'object' || params === null) {
      throw new HttpError(400, 'Expected a form body');
    }
    const form = params as TwilioParams;
    const header = typeof signature === 'string' ? signature : undefined;
    if (!isTwilioSignatureValid(secret, `${app.config.publicUrl}${path}`, form, header)) {
      throw new HttpError(403, 'The signature does not match');
    }
    return form;
  };
  app.post(textCallbackPaths.status, async (request, reply) => {
    const form = signed(
      textCallbackPaths.status,
      request.body,
      request.headers['x-twilio-signature'],
    );
    const receipt = readStatusCallback(form);
    if (receipt) app.sms.heard.receipt(receipt);
    return reply.status(204).send();
  });
  app.post(textCallbackPaths.inbound, async (request, reply) => {
    const form = signed(
      textCallbackPaths.inbound,
      request.body,
      request.headers['x-twilio-signature'],
    );
    const text = readInboundText(form);
    if (text) app.sms.heard.reply(text);
    // An empty TwiML answer: the provider sends nothing back to the customer on our behalf.
    return reply.type('text/xml').send('<Response></Response>');
  });
}

/** The owner's view of the month's texts, and the provider's callbacks. */
export default async function textRoutes(app: FastifyInstance) {
  await app.register(providerCallbacks);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    textPaths.usage,
    { config: { area: 'integrations' }, schema: { response: { 200: textUsageResponse } } },
    async (request) => ({
      ok: true as const,
      data: await textUsage(app.ctx, staffOf(request).shopId),
    }),
  );
}
