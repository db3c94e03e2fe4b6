import type { CurrentStatus } from '@jono/contract/api/staff-queue';
import { expect, type Page, test } from '@playwright/test';

/**
 * The big screen hangs on a wall with nobody to scroll it: at every common TV size, in both
 * themes, the fullest screen the server can send (a call banner, every chair busy under a
 * long barber's name, the eight next codes, a booking coming and a closing time) fits the
 * screen, and nothing runs out of its card or into the next column.
 */

const sizes = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
  { width: 3840, height: 2160 },
];

/** The demo shop that is open round the clock, and its owner. */
const owner = { email: 'owner.keskusta@demo.jono.fi', password: 'JonoDemo2026!' };

/**
 * The shop's real status with every part at its fullest: what a busy afternoon in a shop
 * with long names looks like. Only the content is made up; the shape is the server's.
 */
function fullest(status: CurrentStatus): CurrentStatus {
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  return {
    ...status,
    shop: {
      ...status.shop,
      name: 'Parturi-kampaamo Hiustenleikkausmestarit Keskusta',
      queueState: 'open',
    },
    nowCalling: [
      { code: 'K7M2QD', calledAt: new Date().toISOString(), chair: 3, barberName: null },
      { code: 'X4P9TR', calledAt: new Date().toISOString(), chair: null, barberName: 'Aleksi' },
    ],
    nowServing: [
      {
        barberName: 'Aleksandra Johanna Virtanen-Korhonen',
        code: 'H3N8WB',
        endsAt: minutesFromNow(42),
      },
      {
        barberName: 'Maximilian Kristoffer Lindqvist',
        code: 'T9C2LM',
        endsAt: minutesFromNow(125),
      },
      { barberName: null, code: 'R5V7KA', endsAt: minutesFromNow(-1) },
    ],
    next: Array.from({ length: 8 }, (_, i) => ({
      position: i + 1,
      code:
        ['B2K8PX', 'M7Q3ZN', 'W4D9HC', 'F6T2RJ', 'L8N5VE', 'Y3G7SU', 'P9A4KD', 'C5X2MW'][i] ?? '',
      isAtLocation: i % 2 === 0,
    })),
    waiting: 14,
    newcomerWait: 0,
    newcomerRange: { earliest: minutesFromNow(95), latest: minutesFromNow(140) },
    walkInsUntil: minutesFromNow(300),
    nextBookingAt: minutesFromNow(60),
    barbers: [
      'Aleksandra Johanna Virtanen-Korhonen',
      'Maximilian Kristoffer Lindqvist',
      'Aleksi',
      'Pia',
      'Juha-Matti Kettunen',
      'Eveliina Salo',
    ].map((name, i) => ({
      name,
      nextFreeAt: minutesFromNow(15 * i),
      breakEndsAt: i === 3 ? minutesFromNow(20) : null,
    })),
  };
}

/** An ordinary afternoon: two chairs busy, three waiting, three barbers to choose from. */
function ordinary(status: CurrentStatus): CurrentStatus {
  const full = fullest(status);
  return {
    ...full,
    nowCalling: [],
    nowServing: full.nowServing.slice(0, 2),
    next: full.next.slice(0, 3),
    waiting: 3,
    nextBookingAt: null,
    walkInsUntil: null,
    barbers: full.barbers.slice(0, 3),
  };
}

/**
 * What does not fit: how far the page or the screen's own frame scrolls, and every element
 * whose box reaches out of the card (or column) that holds it, named for the failure.
 */
function measureFit() {
  const problems: string[] = [];
  const page = document.scrollingElement;
  if (page && page.scrollHeight > window.innerHeight) {
    problems.push(`the page is ${page.scrollHeight - window.innerHeight} px too tall`);
  }
  const frame = document.querySelector<HTMLElement>('[data-testid="big-screen"]');
  if (!frame) return ['no big screen'];
  if (frame.scrollHeight > frame.clientHeight) {
    problems.push(`the screen is ${frame.scrollHeight - frame.clientHeight} px too tall`);
  }
  if (frame.scrollWidth > frame.clientWidth) {
    problems.push(`the screen is ${frame.scrollWidth - frame.clientWidth} px too wide`);
  }
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const cards = [
    'now-calling',
    'now-serving',
    'serving-chair',
    'next-in-line',
    'next-customer',
    'join-panel',
    'barbers-next-free',
  ]
    .map((id) => `[data-testid="${id}"]`)
    .join(', ');
  for (const card of Array.from(frame.querySelectorAll(cards))) {
    const box = card.getBoundingClientRect();
    for (const inner of Array.from(card.querySelectorAll('*'))) {
      const part = inner.getBoundingClientRect();
      if (part.width === 0 || part.height === 0) continue;
      // Text cut short with an ellipsis stays inside its own box: only what is drawn counts.
      const tolerance = 1;
      if (
        part.left < box.left - tolerance ||
        part.right > box.right + tolerance ||
        part.top < box.top - tolerance ||
        part.bottom > box.bottom + tolerance
      ) {
        problems.push(`${name(inner)} runs out of ${name(card)}`);
      }
      // Text wider than its own box spills over its neighbours unless it is clipped.
      if (
        inner instanceof HTMLElement &&
        inner.scrollWidth > inner.clientWidth + tolerance &&
        getComputedStyle(inner).overflowX === 'visible'
      ) {
        problems.push(
          `${name(inner)} is ${inner.scrollWidth - inner.clientWidth} px wider than itself`,
        );
      }
    }
  }
  return problems;
}

/** The join code is at least 15% of the screen's height, as the big screen keeps it. */
async function expectScannableCode(page: Page, screenHeight: number) {
  const code = await page.getByTestId('join-qr').boundingBox();
  expect(code?.height ?? 0).toBeGreaterThanOrEqual(0.15 * screenHeight);
}

async function openBigScreen(
  page: Page,
  theme: 'light' | 'dark',
  shown: (status: CurrentStatus) => CurrentStatus = fullest,
) {
  await page.addInitScript((chosen) => {
    localStorage.setItem('lang', 'fi');
    localStorage.setItem('theme', chosen);
  }, theme);
  const login = await page.request.post('/api/auth/email-login', { data: owner });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { shopId: string } };
  await page.route(`**/api/staff/current-status/${session.shopId}`, async (route) => {
    const response = await route.fetch();
    const { data } = (await response.json()) as { data: CurrentStatus };
    await route.fulfill({ response, json: { ok: true, data: shown(data) } });
  });
  await page.goto(`/shop-currentstatus/${session.shopId}`);
  await expect(page.getByTestId('now-serving')).toBeVisible();
  return session.shopId;
}

for (const theme of ['light', 'dark'] as const) {
  for (const size of sizes) {
    test(`the fullest big screen fits ${size.width}x${size.height} (${theme})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openBigScreen(page, theme);
      await expect(page.getByTestId('now-calling')).toBeVisible();
      await expect(page.getByTestId('next-booking')).toBeVisible();
      await expect(page.getByTestId('next-customer')).toHaveCount(8);
      // Fonts and the QR code change the heights: measure once they are in.
      await page.evaluate(() => document.fonts.ready);
      await expect(page.getByTestId('join-panel').getByRole('img')).toBeVisible();
      const shots = process.env.E2E_SHOTS;
      if (shots) {
        await page.screenshot({ path: `${shots}/big-screen-${size.width}-${theme}.png` });
      }
      expect(await page.evaluate(measureFit)).toEqual([]);
      // The join code stays large enough to scan across the room: the choice of barber gives
      // way to it on a screen this full.
      await expectScannableCode(page, size.height);
      await expect(page.getByTestId('barbers-next-free')).toBeHidden();
      // The screen reads itself again on live events: none may reach a closing page.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
}

test('on an ordinary afternoon a 1280x720 screen has room for the choice of barber', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openBigScreen(page, 'dark', ordinary);
  await page.evaluate(() => document.fonts.ready);
  const barbers = page.getByTestId('barbers-next-free');
  await expect(barbers).toBeVisible();
  await expect(barbers.getByRole('listitem')).toHaveText([
    /^Aleksandra\s*heti$/,
    /^Maximilian/,
    /^Aleksi/,
  ]);
  expect(await page.evaluate(measureFit)).toEqual([]);
  await expectScannableCode(page, 720);
  const shots = process.env.E2E_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/big-screen-ordinary-1280.png` });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
