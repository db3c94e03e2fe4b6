import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, loadBookingTexts, loadStaffTexts } from '@/lib/i18n';

// A page's first render (a lazy route's chunk, the store's restores, each in a task of its
// own) can take a loaded two-core machine more than testing-library's default second. The
// findBy and waitFor calls still end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

// A page under test never reaches the network: a request no fake server (testing/fake-server)
// answers fails as it would offline, instead of dialling the dev server's port. Set once, so
// it is also what each test's stubs are undone to, for a request a page makes after its test.
globalThis.fetch = async (input: RequestInfo | URL) => {
  throw new TypeError(`No server in web tests: ${input instanceof Request ? input.url : input}`);
};

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
