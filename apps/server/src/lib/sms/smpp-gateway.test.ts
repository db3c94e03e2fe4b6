import { afterEach, describe, expect, it } from 'vitest';
import { startSmscStandIn } from '../../test/smsc-stand-in';
import { openSmppGateway, type SmppGatewayOptions } from './smpp-gateway';
import { type IncomingText, type SmsGateway, SmsSendError, type TextReceipt } from './sms-gateway';

const shop = '+358401234567';
const customer = '+358409876543';
const credentials = { systemId: 'jono', password: 's3cr:t@' };
// enquire_link a second apart: a busy machine's slow answer must not pass for a dead link.
const fast: SmppGatewayOptions = {
  enquireLinkMs: 1000,
  rebindDelaysMs: [50, 100],
  submitTimeoutMs: 2000,
  throttleDelaysMs: [10, 20, 40],
};

/** What the product hears from the gateway, and what the gateway logged. */
function listener() {
  const receipts: TextReceipt[] = [];
  const replies: IncomingText[] = [];
  const logged: string[] = [];
  const waiting: { receipt: ((r: TextReceipt) => void)[]; reply: ((r: IncomingText) => void)[] } = {
    receipt: [],
    reply: [],
  };
  const log = (_: object, message = '') => logged.push(message);
  return {
    receipts,
    replies,
    logged,
    events: {
      receipt(receipt: TextReceipt) {
        receipts.push(receipt);
        for (const hear of waiting.receipt.splice(0)) hear(receipt);
      },
      reply(reply: IncomingText) {
        replies.push(reply);
        for (const hear of waiting.reply.splice(0)) hear(reply);
      },
    },
    log: { info: log, warn: log },
    /** The next receipt from now on: ask before what sets it off. */
    nextReceipt: () => new Promise<TextReceipt>((resolve) => waiting.receipt.push(resolve)),
    nextReply: () => new Promise<IncomingText>((resolve) => waiting.reply.push(resolve)),
  };
}

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  // Gateways first: a stand-in closed under them would only make them rebind.
  for (const resource of open.splice(0).reverse()) await resource.close();
});

async function setUp(options: SmppGatewayOptions = {}, password = credentials.password) {
  const smsc = await startSmscStandIn(credentials);
  open.push(smsc);
  const product = listener();
  const url = new URL(smsc.url);
  if (password !== credentials.password) url.password = password;
  const gateway = openSmppGateway(url, product.events, product.log, { ...fast, ...options });
  open.push(gateway);
  return { smsc, gateway, product };
}

/** The SmsSendError a send ends in; fails the test when it resolves or throws anything else. */
async function refusalOf(send: Promise<unknown>): Promise<SmsSendError> {
  const outcome = await send.then(() => new Error('the send was taken')).catch((e: unknown) => e);
  if (!(outcome instanceof SmsSendError)) throw outcome;
  return outcome;
}

const sendTo = (gateway: SmsGateway, text: string, from = shop) =>
  gateway.send({ to: customer, from, text });

describe('sending texts over SMPP', () => {
  it('hands a GSM text to the SMSC from the shop to the customer, asking for a receipt', async () => {
    const { smsc, gateway } = await setUp();
    const { gatewayId } = await sendTo(gateway, 'Your turn at Jono is next, welcome in!');
    expect(smsc.submits).toEqual([
      {
        to: customer,
        from: shop,
        text: 'Your turn at Jono is next, welcome in!',
        dataCoding: 0,
        registeredDelivery: 1,
        parts: 1,
        messageIds: [gatewayId],
      },
    ]);
    expect(gateway.kind).toBe('smpp');
  });

  it('sends from a sender name as an alphanumeric address', async () => {
    const { smsc, gateway } = await setUp();
    await sendTo(gateway, 'Tervetuloa!', 'Jono');
    expect(smsc.submits[0]).toMatchObject({ from: 'Jono', to: customer, text: 'Tervetuloa!' });
  });

  it.each([
    ['Finnish', 'Hei! Vuorosi on seuraavana, tervetuloa sisään. Kiitos käynnistä! Ö Ä Å'],
    ['Swedish', 'Hej! Det är din tur snart, välkommen in. Tack för besöket!'],
    ['Spanish', '¡Hola Muñoz! ¿Vienes mañana? Señal ÑÜ é'],
    [
      'every GSM character',
      '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà',
    ],
    ['the extension table', 'Hinta 25 € ^ {a} \\ [b] ~ | \f'],
  ])('keeps a %s text in GSM-7 and it arrives as written', async (_, text) => {
    const { smsc, gateway } = await setUp();
    await sendTo(gateway, text);
    expect(smsc.submits[0]).toMatchObject({ text, dataCoding: 0, parts: 1 });
  });

  it.each([
    ['Polish', 'Dzień dobry, Łukasz! Zapraszamy jutro o 14:30.'],
    ['an emoji', 'Kiitos käynnistä 💈👍'],
    ['Spanish with á', '¿Está libre mañana a las diez?'],
  ])('sends a text in %s as UCS-2 and it arrives intact', async (_, text) => {
    const { smsc, gateway } = await setUp();
    await sendTo(gateway, text);
    expect(smsc.submits[0]).toMatchObject({ text, dataCoding: 8, parts: 1 });
  });

  it('sends a 300-character text as two parts the SMSC joins back', async () => {
    const { smsc, gateway } = await setUp();
    const text = 'Muistutus: aikasi parturissa huomenna klo 14.30. '.repeat(6).slice(0, 300);
    const { gatewayId } = await sendTo(gateway, text);
    const submit = await smsc.waitForSubmit();
    expect(submit).toMatchObject({ text, dataCoding: 0, parts: 2 });
    expect(submit.messageIds[0]).toBe(gatewayId);
  });

  it('never splits an emoji when a UCS-2 text goes in parts', async () => {
    const { smsc, gateway } = await setUp();
    const text = `${'ł'.repeat(66)}👍${'Łódź 💈 '.repeat(12)}`;
    await sendTo(gateway, text);
    expect(smsc.submits[0]).toMatchObject({ text, dataCoding: 8, parts: 3 });
  });

  it('refuses a text the SMSC refuses, with its ESME code, not to be tried again', async () => {
    const { smsc, gateway } = await setUp();
    smsc.refuseNext(0x0b);
    const refusal = await refusalOf(sendTo(gateway, 'Hei'));
    expect(refusal).toMatchObject({ code: 'ESME_RINVDSTADR', retryable: false });
  });
});

describe('delivery receipts and replies', () => {
  it('reports a delivered text under the id send() returned', async () => {
    const { smsc, gateway, product } = await setUp();
    const { gatewayId } = await sendTo(gateway, 'Your turn is next');
    const heard = product.nextReceipt();
    await smsc.sendReceipt(gatewayId, 'DELIVRD');
    expect(await heard).toEqual({ gatewayId, state: 'delivered' });
  });

  it('reports an undeliverable text from the receipt text alone', async () => {
    const { smsc, gateway, product } = await setUp();
    const { gatewayId } = await sendTo(gateway, 'Your turn is next');
    const heard = product.nextReceipt();
    await smsc.sendReceipt(gatewayId, 'UNDELIV', { withTlvs: false });
    expect(await heard).toEqual({ gatewayId, state: 'failed', error: 'UNDELIV' });
  });

  it('reports a long text delivered once every part is, under the first part id', async () => {
    const { smsc, gateway, product } = await setUp();
    const { gatewayId } = await sendTo(gateway, 'x'.repeat(300));
    const [first = '', second = ''] = (await smsc.waitForSubmit()).messageIds;
    const heard = product.nextReceipt();
    await smsc.sendReceipt(second, 'DELIVRD');
    await smsc.sendReceipt(first, 'DELIVRD');
    expect(await heard).toEqual({ gatewayId, state: 'delivered' });
    // A reply after the receipts is heard after anything they set off.
    const barrier = product.nextReply();
    await smsc.sendReply(customer, shop, 'ok');
    await barrier;
    expect(product.receipts).toEqual([{ gatewayId, state: 'delivered' }]);
  });

  it('reports a long text failed as soon as one part fails, and only once', async () => {
    const { smsc, gateway, product } = await setUp();
    const { gatewayId } = await sendTo(gateway, 'x'.repeat(300));
    const [first = '', second = ''] = (await smsc.waitForSubmit()).messageIds;
    const heard = product.nextReceipt();
    await smsc.sendReceipt(second, 'UNDELIV');
    expect(await heard).toEqual({ gatewayId, state: 'failed', error: 'UNDELIV' });
    await smsc.sendReceipt(first, 'DELIVRD');
    const barrier = product.nextReply();
    await smsc.sendReply(customer, shop, 'ok');
    await barrier;
    expect(product.receipts).toHaveLength(1);
  });

  it("passes a customer's reply on with E.164 numbers", async () => {
    const { smsc, product } = await setUp();
    await smsc.waitForBind(1);
    const heard = product.nextReply();
    await smsc.sendReply(customer, shop, 'Kiitos, tulen ajoissa!');
    expect(await heard).toEqual({ from: customer, to: shop, text: 'Kiitos, tulen ajoissa!' });
  });

  it("joins a long UCS-2 reply's parts into one text", async () => {
    const { smsc, product } = await setUp();
    await smsc.waitForBind(1);
    const text = 'Dziękuję! Będę o 14:30 😊 '.repeat(8);
    const heard = product.nextReply();
    await smsc.sendReply(customer, shop, text);
    expect(await heard).toEqual({ from: customer, to: shop, text });
    expect(product.replies).toHaveLength(1);
  });
});

describe('flow control', () => {
  it('resubmits a throttled text and it arrives once', async () => {
    const { smsc, gateway } = await setUp();
    smsc.throttleNext(2);
    const { gatewayId } = await sendTo(gateway, 'Once only');
    expect(smsc.submits.filter((s) => s.text === 'Once only')).toHaveLength(1);
    expect(smsc.submits[0]?.messageIds).toEqual([gatewayId]);
  });

  it('gives up, retryable, when the SMSC keeps throttling', async () => {
    const { smsc, gateway } = await setUp();
    smsc.throttleNext(10);
    const refusal = await refusalOf(sendTo(gateway, 'Busy'));
    expect(refusal).toMatchObject({ code: 'ESME_RTHROTTLED', retryable: true });
    expect(smsc.submits).toEqual([]);
  });

  it('keeps at most `window` submits waiting for their answer', async () => {
    const { smsc, gateway } = await setUp({ window: 2 });
    smsc.holdResponses();
    const texts = ['one', 'two', 'three', 'four', 'five'];
    const sends = texts.map((text) => sendTo(gateway, text));
    await smsc.waitForHeld(2);
    for (const _ of texts) {
      await smsc.waitForHeld(1);
      smsc.releaseHeld(1);
    }
    await Promise.all(sends);
    expect(smsc.maxInFlight).toBe(2);
    expect(smsc.submits.map((s) => s.text).sort()).toEqual([...texts].sort());
  });
});

describe('keeping the bind', () => {
  it('rebinds after the connection drops and sends again', async () => {
    const { smsc, gateway, product } = await setUp();
    await sendTo(gateway, 'before');
    await smsc.dropSessions();
    await smsc.waitForBind(2);
    await sendTo(gateway, 'after');
    expect(smsc.bindCount).toBe(2);
    expect(smsc.submits.map((s) => s.text)).toEqual(['before', 'after']);
    expect(product.logged).toContain('SMPP bind lost');
  });

  it('fails a send in flight when the connection drops, to be tried again', async () => {
    const { smsc, gateway } = await setUp();
    smsc.holdResponses();
    const send = sendTo(gateway, 'lost in the drop');
    await smsc.waitForHeld(1);
    await smsc.dropSessions();
    const refusal = await refusalOf(send);
    expect(refusal).toMatchObject({ code: 'connection_lost', retryable: true });
  });

  it('takes a bind that stops answering enquire_link as dropped', async () => {
    const { smsc, product } = await setUp({ enquireLinkMs: 100 });
    await smsc.waitForBind(1);
    smsc.muteEnquireLinks();
    await smsc.waitForBind(2);
    expect(product.logged).toContain('the SMSC did not answer enquire_link');
  });

  it("answers the SMSC's enquire_link", async () => {
    const { smsc } = await setUp();
    await smsc.waitForBind(1);
    expect((await smsc.enquireLink()).command_status).toBe(0);
  });

  it('throws unbound, retryable, when the SMSC refuses the password', async () => {
    const { smsc, gateway, product } = await setUp({ submitTimeoutMs: 300 }, 'wrong');
    const started = Date.now();
    const refusal = await refusalOf(sendTo(gateway, 'Hei'));
    expect(refusal).toMatchObject({ code: 'unbound', retryable: true });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(smsc.bindCount).toBe(0);
    expect(smsc.refusedBinds).toBeGreaterThanOrEqual(1);
    expect(product.logged).toContain('the SMSC refused the bind');
  });

  it('refuses to send once closed', async () => {
    const { gateway, smsc } = await setUp();
    await smsc.waitForBind(1);
    await gateway.close();
    const refusal = await refusalOf(sendTo(gateway, 'too late'));
    expect(refusal).toMatchObject({ code: 'closed', retryable: false });
  });
});
