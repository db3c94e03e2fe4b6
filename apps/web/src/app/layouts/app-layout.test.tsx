import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';

describe('app layout header', () => {
  it('has the wordmark home, a skip link and the For shops link', async () => {
    renderApp('/pre-booking');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Jono home' })).toHaveProperty('pathname', '/');
    expect(within(header).getByRole('link', { name: 'For shops' })).toHaveProperty(
      'pathname',
      '/welcome',
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });

  it('switches the language from a labelled select and remembers it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const select = screen.getByRole('combobox', { name: 'Language' });
    expect((select as HTMLSelectElement).value).toBe('en');
    await user.selectOptions(select, 'sv');

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Hitta en frisör nära dig',
      ),
    );
    expect(window.localStorage.getItem('lang')).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    expect(screen.getByRole('combobox', { name: 'Språk' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('switches the theme and remembers it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const select = screen.getByRole('combobox', { name: 'Theme' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Light', 'Dark', 'System']);

    await user.selectOptions(select, 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    await user.selectOptions(select, 'dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
