import { useTranslation } from 'react-i18next';

/** A figure with nothing to average: a dash to the eye, words to a screen reader. */
export function NoValue() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>–</span>
      <span className="sr-only">{t('analytics.noValue')}</span>
    </>
  );
}
