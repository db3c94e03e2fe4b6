import { type Language, languages } from '@jono/contract/languages';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconSelect } from '@/components/ui/icon-select';
import { currentLanguage } from '@/lib/i18n';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  return (
    <IconSelect<Language>
      className={className}
      label={t('preferences.language')}
      icon={Globe}
      display={language}
      value={language}
      options={languages.map((value) => ({ value, label: t(`preferences.languages.${value}`) }))}
      onChange={(next) => void i18n.changeLanguage(next)}
    />
  );
}
