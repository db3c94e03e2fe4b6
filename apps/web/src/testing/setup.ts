import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, loadBookingTexts, loadStaffTexts } from '@/lib/i18n';

// Tests read English; the default language (fi) has its own test in lib/i18n.test.ts.
beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
  // Components are tested outside the routes that load the staff and the booking texts.
  await Promise.all([loadStaffTexts(), loadBookingTexts()]);
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  document.documentElement.className = '';
});
