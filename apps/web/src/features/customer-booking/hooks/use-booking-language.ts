import type { Language } from '@jono/contract/languages';
import { useEffect } from 'react';
import { currentLanguage, hasSavedLanguage, i18n } from '@/lib/i18n';

/**
 * A page a checkout sends the customer back to may open at an address where this device
 * saved no language (PUBLIC_URL, when the booking was made at another): it then shows the
 * booking in the language it was made in, and keeps it. A language chosen here stands.
 */
export function useBookingLanguage(language: Language | undefined): void {
  useEffect(() => {
    if (language && !hasSavedLanguage() && currentLanguage() !== language) {
      void i18n.changeLanguage(language);
    }
  }, [language]);
}
