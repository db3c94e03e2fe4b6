import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n, loadStaffTexts } from '@/lib/i18n';
import { json, stubApi } from '@/testing/api';
import { ShopPhotosEditor } from './shop-photos-editor';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const picture = (id: string, width: number) => ({
  id,
  src: `/uploads/shops/s-${id}-320.webp`,
  srcset: `/uploads/shops/s-${id}-320.webp 320w`,
  width,
  height: 200,
});
const ids = [
  '0f0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea1',
  '0f0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2',
  '0f0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea3',
];

/** The server as the editor meets it: the photos, changed by each call as the real one does. */
function servePhotos() {
  let photos = {
    cover: null as ReturnType<typeof picture> | null,
    gallery: [picture(ids[0] ?? '', 300)],
  };
  const calls: { method: string; path: string; body?: unknown }[] = [];
  stubApi(async (url, request) => {
    const body =
      request.method === 'PUT' && url.pathname.endsWith('/order')
        ? await request.json()
        : undefined;
    calls.push({ method: request.method, path: url.pathname, body });
    if (url.pathname === '/api/manage/shop/photos/cover' && request.method === 'PUT')
      photos = { ...photos, cover: picture(ids[2] ?? '', 320) };
    else if (url.pathname === '/api/manage/shop/photos/gallery' && request.method === 'POST') {
      if (photos.gallery.length >= 2)
        return json(409, { ok: false, message: 'Gallery full', code: 'GALLERY_FULL' });
      photos = { ...photos, gallery: [...photos.gallery, picture(ids[1] ?? '', 310)] };
    } else if (url.pathname === '/api/manage/shop/photos/gallery/order') {
      const order = (body as { ids: string[] }).ids;
      photos = {
        ...photos,
        gallery: order.map(
          (id) => photos.gallery.find((photo) => photo.id === id) ?? picture(id, 1),
        ),
      };
    } else if (url.pathname !== '/api/manage/shop/photos')
      return json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
    return json(200, { ok: true, data: photos });
  });
  return calls;
}

function renderEditor() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <ShopPhotosEditor />
      </Provider>
    </I18nextProvider>,
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'shop.png', { type: 'image/png' });

describe("the owner's photos editor", () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await loadStaffTexts();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a cover and shows it, adds and orders gallery photos, and says when the gallery is full', async () => {
    const calls = servePhotos();
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByText('No cover photo yet')).toBeTruthy();

    await user.upload(screen.getByLabelText('Choose a cover photo'), png());
    const cover = await screen.findByRole('img', { name: 'Cover photo' });
    expect(cover.getAttribute('srcset')).toContain('320w');
    expect(screen.getByLabelText('Replace the cover')).toBeTruthy();

    await user.upload(screen.getByLabelText('Add a photo'), png());
    expect(await screen.findByRole('img', { name: 'Gallery photo 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gallery (2 of 8)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/order'))?.body).toEqual({
        ids: [ids[1], ids[0]],
      }),
    );

    await user.upload(screen.getByLabelText('Add a photo'), png());
    expect(
      await screen.findByText('The gallery already holds 8 photos. Remove one first.'),
    ).toBeTruthy();
  });

  it('refuses a file that is not a picture before sending it', async () => {
    const calls = servePhotos();
    const user = userEvent.setup({ applyAccept: false });
    renderEditor();
    await screen.findByText('No cover photo yet');
    await user.upload(
      screen.getByLabelText('Choose a cover photo'),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText("This file isn't a JPEG, PNG or WebP image.")).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
