import { webPagePatterns } from '@jono/contract/web-paths';
import { expect, test } from '@playwright/test';
import { customerPaths, type Fixture, scanLanguages, staffPaths } from '../support/language-scan';

/**
 * No English in a Finnish screen, on the phone and the desktop. A text written into a page
 * instead of taken from the translations shows the same in every language, so one language
 * finds it on both devices; Spanish and Swedish are read on the desktop
 * (language-scan.desktop.spec.ts), and every language holding every key is a unit test.
 */
scanLanguages(['fi']);

test('the walk covers every page of the app', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const sample: Fixture = {
    shopId: id,
    orderId: id,
    bookingId: id,
    bookingCode: 'K7M2QD',
    ownerEmail: 'omistaja@example.fi',
    shopData: [],
  };
  const walked = [...customerPaths(sample), ...staffPaths(sample)].map(
    (path) => path.split('?')[0] ?? path,
  );
  const parts = (path: string) => path.split('/').filter(Boolean);
  const isWalked = (pattern: string) =>
    walked.some(
      (path) =>
        parts(path).length === parts(pattern).length &&
        parts(pattern).every((part, i) => part.startsWith(':') || part === parts(path)[i]),
    );
  expect(webPagePatterns.filter((pattern) => !isWalked(pattern))).toEqual([]);
});
