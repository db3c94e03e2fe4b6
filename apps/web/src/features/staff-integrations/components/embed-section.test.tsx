import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { errorAnswer } from '@/testing/fake-server';
import { embedPath, pageUrl } from './embed.test-kit';
import { integrationsServer, renderPanel } from './integrations.test-kit';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const home = 'https://www.example.fi';
const shop = 'https://shop.example';
const snippet = (lang: string) =>
  `<iframe src="${pageUrl}?lang=${lang}" title="Cuts &amp; &quot;Co&quot;" width="100%" height="260" style="border:0;max-width:480px"></iframe>`;

const embedPart = async () =>
  within(await screen.findByRole('region', { name: 'On your website' }));
const sitesPart = async () =>
  within(await screen.findByRole('region', { name: 'Sites that may show it' }));
const listedSites = (part: Awaited<ReturnType<typeof sitesPart>>) =>
  part.queryAllByRole('listitem').map((item) => item.firstChild?.textContent);
const addressField = (part: Awaited<ReturnType<typeof sitesPart>>) =>
  part.getByRole('textbox', { name: "Your website's address" });

async function putBodies(server: ReturnType<typeof integrationsServer>) {
  return Promise.all(server.callsTo('PUT', embedPath).map((call) => server.bodyOf(call)));
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('the live queue on the owner’s website', () => {
  it('comes first, and lists the sites and the snippet in the language chosen', async () => {
    integrationsServer({ sites: [home, shop], endpoints: [] });
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading your website settings…' })).toBeTruthy();
    const part = await embedPart();
    expect(
      part.getByText(
        "Show your live queue on your own website, with 'Join the queue' and 'Book a time' buttons that open Jono in a new tab.",
      ),
    ).toBeTruthy();
    const sections = ['On your website', 'Webhooks', 'API keys'];
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    expect(headings.filter((name) => sections.includes(name))).toEqual(sections);
    expect(listedSites(await sitesPart())).toEqual([home, shop]);

    const code = part.getByRole('textbox', { name: 'Code to paste' });
    const language = part.getByRole('combobox', { name: 'Language' });
    expect(code).toHaveProperty('value', snippet('en'));
    expect(language).toHaveProperty('value', 'en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Suomi', 'English', 'Svenska', 'Español']);
    await user.selectOptions(language, 'sv');
    expect(code).toHaveProperty('value', snippet('sv'));
    const preview = part.getByRole('link', { name: 'Preview (opens in a new tab)' });
    expect(preview).toHaveProperty('href', `${pageUrl}?lang=sv`);
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it('says no site may show it yet', async () => {
    integrationsServer({ endpoints: [] });
    renderPanel();
    const part = await sitesPart();
    expect(
      await part.findByText("No site may show it yet: add your website's address first."),
    ).toBeTruthy();
    expect(listedSites(part)).toEqual([]);
  });

  it('adds a site on Enter, as the server keeps it, and lists it', async () => {
    const server = integrationsServer({ sites: [shop], endpoints: [] });
    const user = userEvent.setup();
    renderPanel();
    const part = await sitesPart();
    await user.type(addressField(part), ' https://WWW.Example.fi/ {Enter}');

    await waitFor(() => expect(listedSites(part)).toEqual([shop, home]));
    expect(await putBodies(server)).toEqual([{ allowedOrigins: [shop, home] }]);
    expect(addressField(part)).toHaveProperty('value', '');
    expect(notify.success).toHaveBeenCalledWith(`${home} may now show your queue`);
  });

  it('sends nothing for an address it cannot keep, and says why', async () => {
    const server = integrationsServer({ sites: [home], endpoints: [] });
    const user = userEvent.setup();
    renderPanel();
    const part = await sitesPart();
    const add = part.getByRole('button', { name: 'Add site' });
    await user.click(add);
    expect(await part.findByText("Type your website's address")).toBeTruthy();

    for (const typed of [`${home}/booking`, 'www.example.fi', 'ftp://example.fi']) {
      await user.clear(addressField(part));
      await user.type(addressField(part), typed);
      await user.click(add);
      expect(
        await part.findByText('Type the address without a path, like https://www.example.fi'),
      ).toBeTruthy();
      expect(addressField(part).getAttribute('aria-invalid')).toBe('true');
    }
    await user.clear(addressField(part));
    await user.type(addressField(part), 'https://www.example.fi/');
    await user.click(add);
    expect(await part.findByText('This site is already on the list')).toBeTruthy();
    expect(server.callsTo('PUT', embedPath)).toEqual([]);
  });

  it('keeps the address typed and says why when the server refuses it', async () => {
    const server = integrationsServer({
      sites: [home],
      endpoints: [],
      refuse: (call) =>
        call.method === 'PUT' ? errorAnswer(503, 'Down for a moment', 'UNAVAILABLE') : undefined,
    });
    const user = userEvent.setup();
    renderPanel();
    const part = await sitesPart();
    await user.type(addressField(part), shop);
    await user.click(part.getByRole('button', { name: 'Add site' }));

    expect(await part.findByText('Down for a moment')).toBeTruthy();
    expect(addressField(part)).toHaveProperty('value', shop);
    expect(listedSites(part)).toEqual([home]);
    // The list is read again, so it shows what the server keeps.
    await waitFor(() => expect(server.callsTo('GET', embedPath)).toHaveLength(2));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('removes a site and saves the list without it', async () => {
    const server = integrationsServer({ sites: [home, shop], endpoints: [] });
    const user = userEvent.setup();
    renderPanel();
    const part = await sitesPart();
    await user.click(part.getByRole('button', { name: `Remove ${home}` }));

    await waitFor(() => expect(listedSites(part)).toEqual([shop]));
    expect(await putBodies(server)).toEqual([{ allowedOrigins: [shop] }]);
    expect(notify.success).toHaveBeenCalledWith(`${home} can no longer show your queue`);
    // Its button went with it: the keyboard is at the address field.
    expect(document.activeElement).toBe(addressField(part));
  });

  it('keeps a site the server would not take off, and says why', async () => {
    integrationsServer({
      sites: [home, shop],
      endpoints: [],
      refuse: (call) =>
        call.method === 'PUT' ? errorAnswer(503, 'Down for a moment', 'UNAVAILABLE') : undefined,
    });
    const user = userEvent.setup();
    renderPanel();
    const part = await sitesPart();
    await user.click(part.getByRole('button', { name: `Remove ${shop}` }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Down for a moment'));
    expect(listedSites(part)).toEqual([home, shop]);
    expect(part.getByRole('button', { name: `Remove ${shop}` })).toHaveProperty('disabled', false);
  });

  it('copies the snippet in the language chosen', async () => {
    integrationsServer({ sites: [home], endpoints: [] });
    // user-event lends the page a clipboard to write to and read back.
    const user = userEvent.setup();
    renderPanel();
    const part = await embedPart();
    await user.selectOptions(await part.findByRole('combobox', { name: 'Language' }), 'fi');
    await user.click(part.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(snippet('fi'));
    expect(notify.success).toHaveBeenCalledWith('Code copied');
  });

  it('says when its settings could not load, and loads them on retry', async () => {
    let fail = true;
    integrationsServer({
      sites: [home],
      endpoints: [],
      refuse: (call) =>
        fail && call.path === embedPath
          ? errorAnswer(503, 'Down for a moment', 'SERVICE_UNAVAILABLE')
          : undefined,
    });
    const user = userEvent.setup();
    renderPanel();
    const part = await embedPart();
    expect(await part.findByText("Couldn't load your website settings")).toBeTruthy();
    fail = false;
    await user.click(part.getByRole('button', { name: 'Try again' }));
    expect(listedSites(await sitesPart())).toEqual([home]);
  });
});
