import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { json, stubApi } from '@/testing/queue-fixtures';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the privacy page', () => {
  it('is linked from every customer page footer and says what is kept, why, how long, who sees it and how to get it', async () => {
    stubApi(() => json(404, {}));
    const user = userEvent.setup();
    renderApp('/check-details');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    await user.click(within(footer).getByRole('link', { name: 'Privacy' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'What is stored',
      'Why',
      'For how long',
      'Who sees it',
      'Reviews',
      'Getting or deleting your data',
    ]);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Check an order' }),
    ).toHaveProperty('pathname', '/check-details');
  });

  it('speaks Finnish', async () => {
    stubApi(() => json(404, {}));
    await i18n.changeLanguage('fi');
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tietosuoja' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kuinka kauan' })).toBeTruthy();
  });
});
