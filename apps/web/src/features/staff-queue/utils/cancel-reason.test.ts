import { queueCancelReasons } from '@jono/contract/api/staff-queue';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { cancelReasonText } from './cancel-reason';

describe('cancelReasonText', () => {
  it("words the reasons the server stores in the reader's language", async () => {
    await i18n.changeLanguage('fi');
    expect(cancelReasonText(i18n.t, queueCancelReasons.customerLeft)).toBe(
      'asiakas poistui jonosta',
    );
    await i18n.changeLanguage('sv');
    expect(cancelReasonText(i18n.t, queueCancelReasons.phoneBlocked)).toBe(
      'telefonnumret är spärrat',
    );
  });

  it("keeps the staff's own words as they wrote them", async () => {
    await i18n.changeLanguage('es');
    expect(cancelReasonText(i18n.t, 'Ei tullut paikalle')).toBe('Ei tullut paikalle');
  });
});
