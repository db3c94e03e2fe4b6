import type { BroadcastResult } from '@jono/contract/api/broadcast';
import { errorCodes } from '@jono/contract/api/errors';
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import fi from '@/locales/fi.json';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { broadcastSummary } from '../utils/broadcast-words';
import { BroadcastButton } from './broadcast-button';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const broadcastPath = '/api/staff/queue/broadcast';
const reached: BroadcastResult = { waiting: 4, push: 2, text: 1, mail: 0, unreached: 1 };

/** The broadcast route: `answer` for every POST to it (by default: four reached). */
function serveBroadcast(
  answer: () => Response = () => jsonAnswer(200, { ok: true, data: reached }),
) {
  return fakeServer((call) =>
    call.method === 'POST' && call.path === broadcastPath
      ? answer()
      : errorAnswer(404, 'Not found', 'NOT_FOUND'),
  );
}

function renderButton(waiting = 4) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <BroadcastButton waiting={waiting} shopName="Parturi Kulma" />
      </Provider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Message everyone waiting' }));
  return screen.getByRole('dialog', { name: 'Message everyone waiting' });
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send to everyone' }));

describe('messaging everyone waiting from the board', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('sends “running late” with the minutes chosen and says how far it reached', async () => {
    const server = serveBroadcast();
    const user = renderButton();
    const dialog = await openDialog(user);
    expect(dialog.textContent).toContain('Goes to all 4 customers waiting now');
    expect(screen.getByRole('radio', { name: 'Running late' })).toHaveProperty('checked', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'How late' }), '30');
    expect(screen.getByTestId('broadcast-preview').textContent).toBe(
      'Parturi Kulma is running about 30 min late. Your place in the queue is kept.',
    );
    await send(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = server.callsTo('POST', broadcastPath);
    expect(await call?.request.json()).toEqual({ preset: 'running_late', minutes: 30 });
    expect(notify.success).toHaveBeenCalledWith(
      'Sent to 4 waiting: 2 by push, 1 by text, 1 not reachable',
      { id: 'broadcast' },
    );
  });

  it('sends a preset without minutes when it needs none', async () => {
    const server = serveBroadcast();
    const user = renderButton();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Queue moving quickly — check your turn' }));
    expect(screen.queryByRole('combobox', { name: 'How late' })).toBeNull();
    await send(user);
    await waitFor(() => expect(server.callsTo('POST', broadcastPath)).toHaveLength(1));
    expect(await server.callsTo('POST', broadcastPath)[0]?.request.json()).toEqual({
      preset: 'queue_moving',
    });
  });

  it('sends staff’s own words as typed, counting what is left of one text message', async () => {
    const server = serveBroadcast();
    const user = renderButton();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Write your own' }));
    const message = screen.getByRole('textbox', { name: 'Your message' });
    expect(message.getAttribute('maxlength')).toBe('160');
    await user.type(message, '  Back at 14:30, sorry!  ');
    expect(screen.getByText('135 characters left')).toBeTruthy();
    expect(screen.getByTestId('broadcast-preview').textContent).toBe(
      'Parturi Kulma: Back at 14:30, sorry!',
    );
    await send(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await server.callsTo('POST', broadcastPath)[0]?.request.json()).toEqual({
      preset: 'own',
      message: 'Back at 14:30, sorry!',
    });
  });

  it('refuses an empty message of its own without asking the server', async () => {
    const server = serveBroadcast();
    const user = renderButton();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Write your own' }));
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '   ');
    await send(user);

    const message = screen.getByRole('textbox', { name: 'Your message' });
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write a message first.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    await user.type(message, 'Hi');
    expect(screen.queryByText('Write a message first.')).toBeNull();
  });

  it('keeps the dialog open with the reason when one went out moments ago', async () => {
    serveBroadcast(() => {
      const answer = errorAnswer(
        429,
        'A message went out moments ago',
        errorCodes.broadcastTooSoon,
      );
      answer.headers.set('retry-after', '73');
      return answer;
    });
    const user = renderButton();
    const dialog = await openDialog(user);
    await send(user);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'A message went out less than two minutes ago. Try again in a moment.',
    );
    expect(dialog.isConnected).toBe(true);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says a refused input in the staff member’s language', async () => {
    serveBroadcast(() => errorAnswer(400, 'body.message: write a message', errorCodes.validation));
    const user = renderButton();
    await act(() => i18n.changeLanguage('fi'));
    await user.click(screen.getByRole('button', { name: 'Viesti kaikille jonottajille' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä kaikille' }));
    expect((await screen.findByRole('alert')).textContent).toBe(fi.refusals.validation);
  });

  it('closes with Escape, and starts afresh when opened again', async () => {
    serveBroadcast();
    const user = renderButton();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Short break' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await openDialog(user);
    expect(screen.getByRole('radio', { name: 'Running late' })).toHaveProperty('checked', true);
  });

  it('is off, and says why, while nobody is waiting', () => {
    renderButton(0);
    const button = screen.getByRole('button', { name: 'Message everyone waiting' });
    expect(button).toHaveProperty('disabled', true);
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('No one in the queue to message');
  });
});

describe('how far a message reached', () => {
  it('names only the channels that carried it, in the reader’s language', async () => {
    expect(broadcastSummary({ ...reached, push: 4, text: 0, unreached: 0 }, i18n.t)).toBe(
      'Sent to 4 waiting: 4 by push',
    );
    expect(broadcastSummary({ waiting: 1, push: 0, text: 0, mail: 1, unreached: 0 }, i18n.t)).toBe(
      'Sent to 1 waiting: 1 by email',
    );
    expect(broadcastSummary({ waiting: 0, push: 0, text: 0, mail: 0, unreached: 0 }, i18n.t)).toBe(
      'Nobody was waiting any more, so the message went to no one.',
    );
    await i18n.changeLanguage('sv');
    expect(broadcastSummary(reached, i18n.t)).toBe(
      'Skickat till 4 som väntar: 2 som notis, 1 som sms, 1 gick inte att nå',
    );
    await i18n.changeLanguage('en');
  });
});
