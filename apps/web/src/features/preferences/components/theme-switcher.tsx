import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconSelect } from '@/components/ui/icon-select';
import { type Theme, themes, useTheme } from '@/lib/theme';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <IconSelect<Theme>
      className={className}
      label={t('preferences.theme')}
      icon={themeIcons[theme]}
      value={theme}
      options={themes.map((value) => ({ value, label: t(`preferences.themes.${value}`) }))}
      onChange={setTheme}
    />
  );
}
