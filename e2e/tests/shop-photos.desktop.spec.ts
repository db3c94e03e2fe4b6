import type { ShopDetail } from '@jono/contract';
import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { ok, signIn } from '../support/owner-shop';
import { pngOf } from '../support/png';

/**
 * The owner of a demo shop gives it a cover and a gallery photo in shop details; the home
 * card and the shop page show them (the cover at the width the page needs), and the shop
 * page shows the team a customer can choose from, with each one's role.
 */

const owner = 'owner.aura@demo.jono.fi';
const password = 'JonoDemo2026!';
const shopName = 'Parturi Aura';

/** The image has loaded and decoded: not a broken picture. */
const loaded = (image: ReturnType<Page['locator']>) =>
  expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

test('the owner uploads a cover and a gallery photo; the home card and the shop page show them with the team', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await signIn(page, owner, { password });

  await test.step('shop details: a cover and a gallery photo', async () => {
    await page.goto('/dashboard/manage/shopdetails');
    await expect(page.getByRole('heading', { name: 'Kuvat', level: 2 })).toBeVisible();
    await page
      .getByLabel(/kansikuva/i)
      .first()
      .setInputFiles({
        name: 'liike.png',
        mimeType: 'image/png',
        buffer: pngOf(900, 600),
      });
    const cover = page.getByRole('img', { name: 'Kansikuva' });
    await expect(cover).toHaveAttribute('srcset', /\/uploads\/shops\/.+ 320w, .+ 640w/);
    await loaded(cover);

    await page.getByLabel('Lisää kuva').setInputFiles({
      name: 'tuoli.png',
      mimeType: 'image/png',
      buffer: pngOf(800, 600),
    });
    await expect(page.getByRole('img', { name: 'Galleriakuva 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Galleria \(\d\/8\)$/ })).toBeVisible();
  });

  const list = await ok<{ data: { id: string; name: string }[] }>(
    await request.get('/api/shops?q=Turku'),
  );
  const id = list.data.find((shop) => shop.name === shopName)?.id;
  if (!id) throw new Error(`the demo data has no ${shopName}`);
  const shop = (await ok<{ data: ShopDetail }>(await request.get(`/api/shops/${id}`))).data;

  // A customer's own browser, not the owner's.
  const customer = await browser.newPage();
  const customerProblems = watchConsole(customer);

  await test.step('the home card shows the cover, lazily, with its widths', async () => {
    await customer.goto('/');
    await customer.getByRole('searchbox').fill('Turku');
    const card = customer.getByRole('article', { name: shopName });
    const thumbnail = card.locator('img[srcset*="/uploads/shops/"]');
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await expect(thumbnail).toHaveAttribute('sizes', '56px');
    await loaded(thumbnail);
  });

  await test.step('the shop page shows the cover, the gallery in a viewer, and the team', async () => {
    await customer.goto(`/barbershop/${id}`);
    const header = customer.locator('header').filter({
      has: customer.getByRole('heading', { name: shopName, level: 1 }),
    });
    const banner = header.locator('img[srcset*="/uploads/shops/"]');
    await expect(banner).toHaveAttribute('loading', 'eager');
    await expect(banner).toHaveAttribute('width', /\d+/);
    await loaded(banner);

    const gallery = customer.getByRole('region', { name: 'Kuvat' });
    const first = gallery.getByRole('button', { name: new RegExp(`^Kuva 1/\\d+, ${shopName}$`) });
    await first.click();
    const viewer = customer.getByRole('dialog', { name: new RegExp(`^Kuva 1/\\d+, ${shopName}$`) });
    await expect(viewer).toBeVisible();
    await loaded(viewer.locator('img'));
    await customer.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();

    const team = customer.getByRole('radiogroup', { name: 'Parturi' });
    for (const member of shop.team) {
      const role = member.role === 'owner' ? 'Omistaja' : 'Parturi';
      await expect(
        team
          .locator('label')
          .filter({ hasText: member.name })
          .getByText(new RegExp(`^${role} · `)),
      ).toBeVisible();
    }
    expect(shop.team.length).toBeGreaterThan(0);
  });

  await customer.close();
  expect(problems).toEqual([]);
  expect(customerProblems).toEqual([]);
});
