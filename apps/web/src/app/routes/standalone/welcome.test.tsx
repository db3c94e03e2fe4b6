import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';

describe('welcome (/welcome)', () => {
  it('tells what Jono gives a shop and offers the ways in', async () => {
    renderApp('/welcome');
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    const features = screen.getByRole('region', { name: 'What Jono gives your shop' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Live walk-in queue',
      'Online bookings',
      'Your whole team',
      "Your shop's big screen",
    ]);
    for (const link of screen.getAllByRole('link', { name: 'Register your shop' })) {
      expect(link).toHaveProperty('pathname', '/register/new-shop');
    }
    for (const link of screen.getAllByRole('link', { name: 'Log in' })) {
      expect(link).toHaveProperty('pathname', '/shop/login');
    }
    // Verifying the email does not list the shop: publishing does, once it is set up.
    expect(screen.getByText('Open the link we send you to confirm your account.')).toBeTruthy();
    expect(screen.getByText(/then publish your shop to open it to customers/)).toBeTruthy();
    expect(screen.queryByText(/opens on Jono/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveProperty(
      'pathname',
      '/forgot-password',
    );
  });
});
