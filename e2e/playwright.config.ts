import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys against the production build, served by the real server on its own port with a
 * throw-away data folder, in Debian's Chromium (never a downloaded browser). Values go
 * through the environment so the workers see what the main process chose.
 */
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'jono-e2e-'));
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_MAIL_DIR ??= join(process.env.E2E_DATA_DIR, 'caught-mail');
process.env.E2E_GEOCODER_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_TILES_PORT ??= String(Number(process.env.E2E_PORT) + 3);
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: ['./support/mail-catcher.ts', './support/map-stand-ins.ts'],
  fullyParallel: true,
  workers: 2,
  // No second try: a journey that fails once has found a bug or a race, in the app or in the
  // journey, and the run says so. A race is fixed at its cause (a wait for the event that
  // proves the step, a deadline that states what it proves), never retried until it passes.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A journey with two browser contexts or two axe passes takes 25-30 s on CI's two cores
  // with the other worker busy: the budget is for a hung step, not for a slow machine.
  timeout: 60_000,
  // A join or a page that waits on the server can take over 5 s on CI's loaded two cores.
  expect: { timeout: 10_000 },
  use: { baseURL, launchOptions: chromium, trace: 'off', locale: 'fi-FI' },
  projects: [
    // Customer journeys written for a phone (`*.phone.spec.ts`) run on the phone only,
    // and staff journeys with their own contexts (`*.desktop.spec.ts`) on the desktop only.
    {
      name: 'desktop',
      testIgnore: '**/*.phone.spec.ts',
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      // Journeys that drive their own phone and desk contexts run once, on the desktop.
      testIgnore: '**/*.desktop.spec.ts',
      use: {
        viewport: devices['Pixel 7'].viewport,
        deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: process.env.E2E_PORT,
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every journey orders from this one machine's address, at the same few demo shops.
      JOINS_PER_ADDRESS: '100000',
      BOOKINGS_PER_ADDRESS: '100000',
      UNPAID_HOLDS_PER_CUSTOMER: '100000',
      UNPAID_HOLDS_PER_ADDRESS: '100000',
      // A declined payment's slot comes back within the journey, not after 15 minutes.
      BOOKING_HOLD_MINUTES: '1',
      // Journeys pay through the test checkout and read mail at the catcher above.
      PAYMENTS: 'test',
      DEV_MAILBOX: 'true',
      // Addresses are found and maps drawn by stand-ins (support/map-stand-ins.ts), never OSM.
      GEOCODER_URL: `http://127.0.0.1:${process.env.E2E_GEOCODER_PORT}`,
      MAP_TILES_URL: `http://127.0.0.1:${process.env.E2E_TILES_PORT}/{z}/{x}/{y}.png`,
    },
  },
});
