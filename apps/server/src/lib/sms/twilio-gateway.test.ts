import { createServer, type IncomingMessage, type Server } from 'node:http';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in';
import { type IncomingText, SmsSendError, type TextReceipt } from './sms-gateway';
import {
  isTwilioSignatureValid,
  readInboundText,
  readStatusCallback,
  readTwilioForm,
  twilioSignature,
} from './twilio-callbacks';
import { openTwilioGateway } from './twilio-gateway';

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const shopNumber = '+358401234567';
const customer = '+358409876543';

/** The SmsSendError a send ends in; fails the test when it resolves or throws anything else. */
async function refusalOf(send: Promise<unknown>): Promise<SmsSendError> {
  const outcome = await send.then(
    () => new Error('the send was taken'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof SmsSendError)) throw outcome;
  expect(outcome.message).not.toContain(authToken);
  return outcome;
}

/** Listens on a free loopback port; resolves with the server's origin. */
async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The product's side of the callbacks, as small as it can be: checks Twilio's signature over
 * the URL it was called at, refuses a forgery with 403, and keeps what it read.
 */
async function callbackReceiver() {
  const receipts: (TextReceipt | null)[] = [];
  const replies: (IncomingText | null)[] = [];
  const server = createServer(async (request, response) => {
    const params = readTwilioForm(await bodyOf(request));
    const url = `${origin}${request.url}`;
    const signature = request.headers['x-twilio-signature']?.toString();
    if (!isTwilioSignatureValid(authToken, url, params, signature)) {
      return response.writeHead(403).end();
    }
    if (request.url?.startsWith('/sms/status')) receipts.push(readStatusCallback(params));
    else replies.push(readInboundText(params));
    response.writeHead(204).end();
  });
  const origin = await listenLocally(server);
  return {
    statusUrl: `${origin}/sms/status?shop=7`,
    inboundUrl: `${origin}/sms/inbound`,
    receipts,
    replies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Twilio gateway', () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn({ accountSid, authToken });
  });
  afterAll(() => twilio.close());

  const gateway = (statusCallbackUrl: string | null = null) =>
    openTwilioGateway(new URL(twilio.url), { statusCallbackUrl });
  const refusedText = () =>
    refusalOf(gateway().send({ to: customer, from: shopNumber, text: 'x' }));

  it('posts the text to the account and resolves with the sid Twilio gave it', async () => {
    const sms = gateway('https://jono.example/sms/status');
    expect(sms.kind).toBe('http');
    const text = 'Hei Äijä & co: vuorosi = 3. 100 % 👋';
    const { gatewayId } = await sms.send({ to: customer, from: shopNumber, text });
    expect(gatewayId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(await twilio.waitForMessage((m) => m.sid === gatewayId)).toEqual({
      sid: gatewayId,
      to: customer,
      from: shopNumber,
      body: text,
      statusCallback: 'https://jono.example/sms/status',
    });
    await sms.close();
  });

  it('sends no StatusCallback when receipts are not wanted', async () => {
    const { gatewayId } = await gateway().send({ to: customer, from: 'Jono', text: 'Moi' });
    const message = await twilio.waitForMessage((m) => m.sid === gatewayId);
    expect(message).toMatchObject({ from: 'Jono', statusCallback: null });
  });

  it('is refused for good with a wrong auth token, without the token in the error', async () => {
    const wrong = new URL(twilio.url);
    wrong.password = 'not-the-token';
    const sms = openTwilioGateway(wrong, { statusCallbackUrl: null });
    const error = await refusalOf(sms.send({ to: customer, from: shopNumber, text: 'x' }));
    expect(error).toMatchObject({ code: '20003', retryable: false });
    expect(error.message).not.toContain('not-the-token');
  });

  it('may try again when Twilio throttles (429) or fails (5xx)', async () => {
    twilio.failNext(429, 20429, 'Too Many Requests');
    expect(await refusedText()).toMatchObject({ code: 'http_429', retryable: true });
    twilio.failNext(503, 20503, 'Service Unavailable');
    expect(await refusedText()).toMatchObject({ code: 'http_503', retryable: true });
  });

  it("keeps Twilio's code and message when it refuses the text itself", async () => {
    const message = "The 'To' number +3581 is not a valid phone number.";
    twilio.failNext(400, 21211, message);
    const error = await refusalOf(gateway().send({ to: '+3581', from: shopNumber, text: 'x' }));
    expect(error).toMatchObject({ code: '21211', retryable: false });
    expect(error.message).toContain(message);
  });

  it('is refused by the stand-in like Twilio when To or Body is missing', async () => {
    const empty = await refusalOf(gateway().send({ to: customer, from: shopNumber, text: '' }));
    expect(empty).toMatchObject({ code: '21602', retryable: false });
    const nobody = await refusalOf(gateway().send({ to: '', from: shopNumber, text: 'x' }));
    expect(nobody).toMatchObject({ code: '21604', retryable: false });
  });
});

describe('the Twilio gateway without Twilio to talk to', () => {
  it('may try again when nothing listens', async () => {
    const url = new URL(`http://${accountSid}:${authToken}@127.0.0.1:${await freePort()}`);
    const sms = openTwilioGateway(url, { statusCallbackUrl: null });
    const error = await refusalOf(sms.send({ to: customer, from: shopNumber, text: 'x' }));
    expect(error).toMatchObject({ code: 'unreachable', retryable: true });
  });

  it('gives up on a server that never answers within the timeout, retryably', async () => {
    const silent = createServer((request) => request.resume());
    const { host } = new URL(await listenLocally(silent));
    try {
      const url = new URL(`http://${accountSid}:${authToken}@${host}`);
      const sms = openTwilioGateway(url, { statusCallbackUrl: null, timeoutMs: 100 });
      const started = performance.now();
      const error = await refusalOf(sms.send({ to: customer, from: shopNumber, text: 'x' }));
      expect(error).toMatchObject({ code: 'timeout', retryable: true });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('will not open without the Account SID and the Auth Token, nor print the token', () => {
    const open = (setting: string) => () =>
      openTwilioGateway(new URL(setting), { statusCallbackUrl: null });
    expect(open('https://api.twilio.com')).toThrow(/Account SID and the Auth Token/);
    expect(open(`https://${accountSid}@api.twilio.com`)).toThrow(/Auth Token/);
    expect(open(`https://:${authToken}@api.twilio.com`)).toThrow(/^(?!.*a1b2c3d4).*Account SID/);
    expect(open(`ftp://${accountSid}:${authToken}@api.twilio.com`)).toThrow(/https/);
    const sms = open(`https://${accountSid}:${encodeURIComponent('t/k=n')}@api.twilio.com`)();
    expect(sms.authToken).toBe('t/k=n');
    expect(JSON.stringify(sms)).not.toContain('t/k=n');
    expect(inspect(sms)).not.toContain('t/k=n');
  });
});

describe("Twilio's request signature", () => {
  const docsUrl = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const docsParams = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675310',
    Digits: '1234',
    From: '+14158675310',
    To: '+18005551212',
  };

  it("matches the example in Twilio's security docs", () => {
    expect(twilioSignature('12345', docsUrl, docsParams)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    // The same example with the numbers +12349013030 (an older version of the page).
    const older = { ...docsParams, Caller: '+12349013030', From: '+12349013030' };
    expect(twilioSignature('12345', docsUrl, older)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('is valid only for the same parameters, URL and token', () => {
    const signature = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';
    expect(isTwilioSignatureValid('12345', docsUrl, docsParams, signature)).toBe(true);
    const tampered = { ...docsParams, Digits: '9999' };
    expect(isTwilioSignatureValid('12345', docsUrl, tampered, signature)).toBe(false);
    const added = { ...docsParams, Extra: '' };
    expect(isTwilioSignatureValid('12345', docsUrl, added, signature)).toBe(false);
    expect(isTwilioSignatureValid('12345', `${docsUrl}&baz=3`, docsParams, signature)).toBe(false);
    expect(isTwilioSignatureValid('54321', docsUrl, docsParams, signature)).toBe(false);
    expect(isTwilioSignatureValid('12345', docsUrl, docsParams, undefined)).toBe(false);
    expect(isTwilioSignatureValid('12345', docsUrl, docsParams, '')).toBe(false);
    expect(isTwilioSignatureValid('12345', docsUrl, docsParams, signature.slice(1))).toBe(false);
  });
});

describe("reading Twilio's callbacks", () => {
  const status = (fields: Record<string, string>) =>
    readTwilioForm(
      new URLSearchParams({ MessageSid: 'SM1', AccountSid: accountSid, ...fields }).toString(),
    );

  it('reads a final status as a receipt, and the steps before it as nothing yet', () => {
    const read = (fields: Record<string, string>) => readStatusCallback(status(fields));
    const sm1 = { gatewayId: 'SM1' };
    expect(read({ MessageStatus: 'delivered' })).toEqual({ ...sm1, state: 'delivered' });
    expect(read({ MessageStatus: 'undelivered', ErrorCode: '30003' })).toEqual({
      ...sm1,
      state: 'failed',
      error: '30003',
    });
    expect(read({ MessageStatus: 'failed' })).toEqual({ ...sm1, state: 'failed', error: 'failed' });
    for (const step of ['accepted', 'queued', 'sending', 'sent', 'read', 'something-new']) {
      expect(read({ MessageStatus: step })).toBeNull();
    }
    expect(readStatusCallback(readTwilioForm('MessageStatus=delivered'))).toBeNull();
  });

  it('reads an incoming text, and nothing from one without a sender or a body', () => {
    const form = `From=${encodeURIComponent(customer)}&To=${encodeURIComponent(shopNumber)}`;
    expect(readInboundText(readTwilioForm(`${form}&Body=Peru+%26+kiitos&NumMedia=0`))).toEqual({
      from: customer,
      to: shopNumber,
      text: 'Peru & kiitos',
    });
    expect(readInboundText(readTwilioForm(form))).toBeNull();
    expect(readInboundText(readTwilioForm(`To=${shopNumber}&Body=x`))).toBeNull();
  });

  it('takes __proto__ and constructor as plain names, and reads only what was sent', () => {
    const keysBefore = Object.getOwnPropertyNames(Object.prototype);
    const form = readTwilioForm(
      '__proto__=SM666&__proto__[MessageStatus]=delivered&constructor=x&MessageSid=SM2&MessageStatus=delivered&ErrorCode=1',
    );
    expect(readStatusCallback(form)).toEqual({ gatewayId: 'SM2', state: 'delivered' });
    const parsed: Record<string, string> = JSON.parse(
      '{"__proto__":{"MessageStatus":"delivered"},"MessageSid":"SM3","From":"+1","To":"+2","Body":"b"}',
    );
    expect(readStatusCallback(parsed)).toBeNull();
    expect(readInboundText(parsed)).toEqual({ from: '+1', to: '+2', text: 'b' });
    expect(() => twilioSignature(authToken, 'https://x.example/', parsed)).not.toThrow();
    // Inherited values are not what the request carried.
    const inherited: Record<string, string> = Object.create({
      MessageSid: 'SM4',
      MessageStatus: 'delivered',
    });
    expect(readStatusCallback(inherited)).toBeNull();
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(keysBefore);
    expect('MessageStatus' in {}).toBe(false);
  });
});

describe('a round trip through the callbacks', () => {
  let twilio: TwilioStandIn;
  let product: Awaited<ReturnType<typeof callbackReceiver>>;
  beforeAll(async () => {
    twilio = await startTwilioStandIn({ accountSid, authToken });
    product = await callbackReceiver();
  });
  afterAll(async () => {
    await twilio.close();
    await product.close();
  });

  it('hears of the fate of a text it sent, signed by Twilio', async () => {
    const sms = openTwilioGateway(new URL(twilio.url), { statusCallbackUrl: product.statusUrl });
    const { gatewayId } = await sms.send({ to: customer, from: shopNumber, text: 'Vuorosi!' });
    expect(await twilio.sendStatus(gatewayId, 'sent')).toBe(204);
    expect(await twilio.sendStatus(gatewayId, 'undelivered', '30003')).toBe(204);
    expect(product.receipts).toEqual([null, { gatewayId, state: 'failed', error: '30003' }]);
  });

  it("hears a customer's reply, and refuses a forged one", async () => {
    expect(await twilio.sendInbound(product.inboundUrl, customer, shopNumber, 'Peru')).toBe(204);
    expect(product.replies).toEqual([{ from: customer, to: shopNumber, text: 'Peru' }]);
    const forged = await fetch(product.inboundUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature('guessed', product.inboundUrl, { From: customer }),
      },
      body: new URLSearchParams({ From: customer }).toString(),
    });
    expect(forged.status).toBe(403);
    expect(product.replies).toHaveLength(1);
  });
});
