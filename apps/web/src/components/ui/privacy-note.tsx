import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Under a form that asks for personal details: where to read what happens to them. */
export function PrivacyNote() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
      <ShieldCheck aria-hidden className="size-3.5 shrink-0" />
      <Link
        to={paths.privacy}
        className="focus-ring rounded underline underline-offset-2 hover:text-zinc-900 dark:hover:text-white"
      >
        {t('privacy.note')}
      </Link>
    </p>
  );
}
