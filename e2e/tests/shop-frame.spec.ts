import { type Browser, expect, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console';

/*
 * A shop's page carries the shop's header in its HTML (decision 0006): it paints before any script runs, in the language the app will show, and the app's own header
 * replaces it in the same place, with no skeleton between and no layout shift.
 */

type Shop = { id: string; name: string; address: string; queueState: string };

async function demoShop(page: Page, name: string): Promise<Shop> {
  const res = await page.request.get('/api/shops');
  const shop = ((await res.json()) as { data: Shop[] }).data.find((s) => s.name === name);
  if (!shop) throw new Error(`no demo shop ${name}`);
  return shop;
}

/** The parts whose places must not move when the app's header replaces the frame's. */
const parts = [
  'header',
  'header h1',
  'header p.mt-1',
  'header div.flex-wrap',
  'header dl',
  'header dl > div:last-child',
  'header > div.mt-3',
  'header > :last-child',
  // While walk-ins are not taken, the notice under the header (the page's largest text then).
  'header + div',
  'header + div p + p',
];

async function boxesOf(page: Page, root: string) {
  return page.evaluate(
    ({ root, parts }) =>
      parts.map((part) => {
        const element = document.querySelector(`${root} ${part}`);
        if (!element) return `${part}: none`;
        const box = element.getBoundingClientRect();
        return `${part}: ${[box.x, box.y, box.width, box.height].map(Math.round).join(' ')}`;
      }),
    { root, parts },
  );
}

/**
 * The start time the header offers ("20:40 - 20:55"): it moves on with the clock and the queue,
 * so two loads compare their layouts only when they show the same one.
 */
const startTimesIn = (page: Page, root: string) =>
  page.evaluate(
    (root) =>
      (document.querySelector(`${root} header > div.mt-3`) as HTMLElement | null)?.innerText.match(
        /\d\d\D\d\d(?: - \d\d\D\d\d)?/,
      )?.[0] ?? '',
    root,
  );

/** Loads that show another start time than the first load are tried again, this many times. */
const attempts = 3;

/**
 * The frame as it paints before the app: boot.js runs (it picks the language and the theme, as
 * on every first view), the app's scripts never do. With no JavaScript at all the page also
 * shows its <noscript> line above the frame.
 */
async function beforeTheApp(
  browser: Browser,
  url: string,
  options: { width: number; height: number; theme: 'dark' | 'light'; language?: string },
) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    colorScheme: options.theme,
  });
  await context.addInitScript(({ theme, language }) => {
    localStorage.setItem('theme', theme);
    if (language) localStorage.setItem('lang', language);
  }, options);
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(url);
  return { page, close: () => context.close() };
}

test.describe("a shop's page painted from the server", () => {
  for (const name of ['Jono 24/7 Barbers', 'Parturi Kallio']) {
    test(`${name}: the header is in the HTML and the app's replaces it in place`, async ({
      page,
      browser,
      viewport,
    }) => {
      const shop = await demoShop(page, name);
      const url = `/barbershop/${shop.id}`;
      const size = viewport ?? { width: 1440, height: 900 };

      // The header is in the HTML itself: it paints with no JavaScript at all.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const bare = await context.newPage();
      await bare.goto(url);
      const frameHeader = bare.locator('#app-shell header');
      await expect(frameHeader.locator('h1')).toHaveText(shop.name);
      await expect(frameHeader.getByText(shop.address, { exact: false })).toBeVisible();
      // No script ran, so the page is in its default language, Finnish, and only in it.
      await expect(frameHeader.getByText('Tuoleja', { exact: true })).toBeVisible();
      await expect(frameHeader.getByText('Chairs', { exact: true })).toBeHidden();
      await context.close();

      const problems = watchConsole(page);
      // Whether the frame gave way only once the app's header was there (never to a skeleton),
      // every layout shift from the first paint on, and the start time the frame offered.
      await page.addInitScript(() => {
        const seen = window as unknown as {
          frameGaveWayTo?: string;
          frameStart?: string;
          shifts?: number;
          titles?: string[];
        };
        seen.shifts = 0;
        // Every name the tab has had, from the HTML's on.
        seen.titles = [];
        new MutationObserver(() => {
          if (document.title && seen.titles?.at(-1) !== document.title) {
            seen.titles?.push(document.title);
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            seen.shifts = (seen.shifts ?? 0) + (entry as unknown as { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          seen.frameStart =
            (
              document.querySelector('#app-shell header > div.mt-3') as HTMLElement | null
            )?.innerText.match(/\d\d\D\d\d(?: - \d\d\D\d\d)?/)?.[0] ?? '';
        });
        new MutationObserver((_changes, observer) => {
          if (document.readyState === 'loading' || document.getElementById('app-shell')) return;
          seen.frameGaveWayTo =
            document.querySelector('#root main header h1')?.textContent ?? 'no header';
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      let painted: string[] = [];
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const before = await beforeTheApp(browser, url, { ...size, theme: 'dark' });
        painted = await boxesOf(before.page, '#app-shell');
        const paintedStart = await startTimesIn(before.page, '#app-shell');
        await before.close();
        await page.goto(url);
        await expect(page.locator('#app-shell')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
        const frameStart = await page.evaluate(
          () => (window as { frameStart?: string }).frameStart,
        );
        const appStart = await startTimesIn(page, 'main');
        if (paintedStart === appStart && frameStart === appStart) break;
      }
      expect(
        await page.evaluate(() => (window as { frameGaveWayTo?: string }).frameGaveWayTo),
      ).toBe(shop.name);
      // One header: the app's.
      await expect(page.locator('header h1')).toHaveCount(1);
      expect(await boxesOf(page, 'main')).toEqual(painted);
      // Layout shifts are reported after the frame they happen in.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await page.evaluate(() => (window as { shifts?: number }).shifts)).toBe(0);
      // The tab had the shop's name from the HTML on, and never another.
      expect(await page.evaluate(() => (window as { titles?: string[] }).titles)).toEqual([
        `${shop.name} · Jono`,
      ]);
      expect(problems).toEqual([]);
    });
  }

  test('on a 320 px phone, dark and light, the frame and the app lay the header out alike', async ({
    browser,
    page,
  }) => {
    const shop = await demoShop(page, 'Jono 24/7 Barbers');
    const url = `/barbershop/${shop.id}`;
    for (const theme of ['dark', 'light'] as const) {
      const context = await browser.newContext({
        viewport: { width: 320, height: 640 },
        colorScheme: theme,
      });
      await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const app = await context.newPage();
      let painted: string[] = [];
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const before = await beforeTheApp(browser, url, { width: 320, height: 640, theme });
        painted = await boxesOf(before.page, '#app-shell');
        const paintedStart = await startTimesIn(before.page, '#app-shell');
        await before.close();
        await app.goto(url);
        await expect(app.locator('#app-shell')).toHaveCount(0);
        await expect(app.locator('main header h1')).toHaveText(shop.name);
        if ((await startTimesIn(app, 'main')) === paintedStart) break;
      }
      expect(await boxesOf(app, 'main'), theme).toEqual(painted);
      await context.close();
    }
  });

  test('the frame speaks the language the app will: English words only for English', async ({
    browser,
    page,
  }) => {
    const shop = await demoShop(page, 'Jono 24/7 Barbers');
    const { page: english, close } = await beforeTheApp(browser, `/barbershop/${shop.id}`, {
      width: 412,
      height: 839,
      theme: 'light',
      language: 'en',
    });
    const frame = english.locator('#app-shell header');
    await expect(frame.locator('h1')).toHaveText(shop.name);
    await expect(frame.getByText('Chairs', { exact: true })).toBeVisible();
    await expect(frame.getByText('Tuoleja', { exact: true })).toBeHidden();
    await expect(frame.getByText(/^Join now and you'll start about \d\d:\d\d/)).toBeVisible();
    await close();
  });

  test('an unknown shop gets the plain frame and then the not-found page', async ({ page }) => {
    const url = '/barbershop/00000000-0000-4000-8000-000000000000';
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('data-shell-shop');
    expect(html).toContain('animate-pulse');
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Emme löytäneet tätä parturiliikettä',
    );
  });
});
