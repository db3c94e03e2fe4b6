import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { type GeocoderStandIn, startGeocoderStandIn } from '../../test/geocoder-stand-in';
import { startSmtpInbox } from '../../test/smtp-inbox';

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** How far apart two answers' times may be before they tell accounts apart. */
const MOST_APART = 1.5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Times the same request for an address with an account and for one without, in pairs sent
 * one right after the other (each pair in the other order than the one before, so background
 * work one leaves behind falls on both kinds alike). A pair shares the machine's load of its
 * moment, so the median of the pairs' ratios holds steady on a busy machine.
 */
async function timeBoth(
  pairs: number,
  send: (kind: 'existing' | 'new', i: number) => Promise<Answer>,
): Promise<{ ratio: number; answers: Record<'existing' | 'new', Answer[]> }> {
  const ratios: number[] = [];
  const answers = { existing: [] as Answer[], new: [] as Answer[] };
  for (let i = 0; i < pairs; i++) {
    const took = { existing: 0, new: 0 };
    const order = i % 2 ? (['new', 'existing'] as const) : (['existing', 'new'] as const);
    for (const kind of order) {
      const started = performance.now();
      answers[kind].push(await send(kind, i));
      took[kind] = performance.now() - started;
    }
    ratios.push(took.existing / took.new);
  }
  return { ratio: median(ratios), answers };
}

const visible = (answer: Answer) => ({ status: answer.statusCode, body: answer.body });

describe('answers that would tell whether an account exists take as long either way', () => {
  let t: TestApp;
  let inbox: Inbox;
  let shopId: string;
  let passwordHash: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000' });
    shopId = (await createShop(t.database.db)).id;
    passwordHash = await hashPassword('Some-other-password-2026');
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  let addressCounter = 0;
  const post = (url: string, payload: object) => {
    addressCounter += 1;
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.88.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    });
  };
  /** A real account for each sample, so every one of them is mailed as a first request is. */
  const accounts = (prefix: string, count: number) =>
    Promise.all(
      Array.from({ length: count + 1 }, (_, i) =>
        createStaff(t.database.db, shopId, {
          email: `${prefix}-${i}@example.fi`,
          phone: `+35850${String(7_000_000 + addressCounter * 100 + i)}`,
          passwordHash,
        }),
      ),
    );

  // Every answer waits out the same floor, so a few pairs show it.
  it('forgot-password', async () => {
    const pairs = 8;
    const known = await accounts('forgetful', pairs);
    const send = (kind: 'existing' | 'new', i: number) =>
      post('/api/auth/forgot-password', {
        email: kind === 'existing' ? known[i]?.email : `nobody-${i}@example.fi`,
      });
    await send('existing', pairs);
    await send('new', pairs);

    const { ratio, answers } = await timeBoth(pairs, send);
    expect(answers.existing.map(visible)).toEqual(answers.new.map(visible));
    expect(ratio).toBeGreaterThan(1 / MOST_APART);
    expect(ratio).toBeLessThan(MOST_APART);
  });

  it('register-shop', async () => {
    const pairs = 24;
    const taken = await accounts('registered', pairs);
    const send = (kind: 'existing' | 'new', i: number) =>
      post('/api/auth/register-shop', {
        shopName: `Parturi ${kind} ${i}`,
        address: 'Testikatu 3',
        postalCode: '00100',
        city: 'Helsinki',
        country: 'Finland',
        ownerName: 'Olli Omistaja',
        email: kind === 'existing' ? taken[i]?.email : `newcomer-${i}@example.fi`,
        phone: `040 777 ${String(kind === 'existing' ? 2000 + i : 3000 + i)}`,
        password: 'Saksi-ja-kampa-2026',
      });
    await send('existing', pairs);
    await send('new', pairs);

    const { ratio, answers } = await timeBoth(pairs, send);
    expect(answers.existing.map(visible)).toEqual(answers.new.map(visible));
    expect(ratio).toBeGreaterThan(1 / MOST_APART);
    expect(ratio).toBeLessThan(MOST_APART);
  });
});

describe('registering with an address an account uses', () => {
  let t: TestApp;
  let geocoder: GeocoderStandIn;
  beforeAll(async () => {
    geocoder = await startGeocoderStandIn({});
    t = await buildTestApp({ GEOCODER_URL: geocoder.url, RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
    await geocoder.close();
  });

  // The geocoder is a remote service that answers one search a second: waiting on it only
  // for a new address made that answer up to a second slower than the one for a taken address.
  it('waits on the geocoder as a new address does', async () => {
    const account = await createStaff(t.database.db, (await createShop(t.database.db)).id);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-shop',
      payload: {
        shopName: 'Parturi Kopio',
        address: 'Kopiokatu 1',
        postalCode: '00100',
        city: 'Helsinki',
        country: 'Finland',
        ownerName: 'Olli Omistaja',
        email: account.email,
        phone: '040 777 4000',
        password: 'Saksi-ja-kampa-2026',
      },
    });
    expect(answer.statusCode).toBe(201);
    expect(geocoder.requests.map((r) => r.q)).toEqual(['Kopiokatu 1, 00100 Helsinki, Finland']);
  });
});
