import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setAccessTokenSelector } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { deferred } from '@/testing/deferred';
import { errorAnswer, fakeServer } from '@/testing/fake-server';
import { attachmentName } from '../../api/shop-export';
import { ShopExportSection } from './shop-export-section';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const zipBytes = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
const zipAnswer = () =>
  new Response(zipBytes, {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="jono-parturi-kallio-2026-11-26.zip"',
    },
  });

/** What the page handed the browser to save: the file's name and its bytes. */
function savedFiles() {
  const saved: { name: string; file: Blob }[] = [];
  let file: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    file = blob as Blob;
    return 'blob:shop-export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  // The test's document cannot download: the click only records which file it would save.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (file) saved.push({ name: this.download, file });
  });
  return saved;
}

function renderSection() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setAccessTokenSelector(() => 'token-owner');
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <ShopExportSection />
      </Provider>
    </I18nextProvider>,
  );
}

const downloadButton = () => screen.getByRole('button', { name: 'Download ZIP' });

describe('the shop data export', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    setAccessTokenSelector(() => null);
    vi.restoreAllMocks();
  });

  it('downloads the ZIP under the name the server gives, busy until it has it', async () => {
    const answer = deferred<Response>();
    const { callsTo } = fakeServer(() => answer.promise);
    const saved = savedFiles();
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByRole('heading', { name: 'Export shop data' })).toBeTruthy();

    await user.click(downloadButton());
    const busy = screen.getByRole('button', { name: 'Preparing…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    const [call] = callsTo('GET', '/api/manage/export');
    expect(call?.bearer).toBe('token-owner');

    await act(async () => answer.resolve(zipAnswer()));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Shop data downloaded'));
    expect(saved.map(({ name }) => name)).toEqual(['jono-parturi-kallio-2026-11-26.zip']);
    const file = saved[0]?.file ?? new Blob();
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(zipBytes);
    expect(downloadButton()).toHaveProperty('disabled', false);
  });

  it('says in the reader’s words why the server refused, and saves nothing', async () => {
    fakeServer(() => errorAnswer(403, 'Forbidden', 'FORBIDDEN'));
    const saved = savedFiles();
    const user = userEvent.setup();
    renderSection();
    await user.click(downloadButton());
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('You are not allowed to do this.'),
    );
    expect(saved).toEqual([]);
    expect(notify.success).not.toHaveBeenCalled();
    expect(downloadButton()).toHaveProperty('disabled', false);
  });

  it('reads the file name from the answer, and keeps its own when there is none to trust', () => {
    expect(attachmentName('attachment; filename="jono-kallio-2026-11-26.zip"')).toBe(
      'jono-kallio-2026-11-26.zip',
    );
    expect(attachmentName(null)).toBe('jono-export.zip');
    expect(attachmentName('attachment; filename="../evil.zip"')).toBe('jono-export.zip');
  });
});
