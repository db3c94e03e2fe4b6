import { useTranslation } from 'react-i18next';

/** The language texts are shown in, for number and date formatting. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
