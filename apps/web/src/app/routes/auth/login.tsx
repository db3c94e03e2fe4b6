import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/staff-auth/components/login-form';

/** /shop/login (guests only): staff log in by phone or email. */
export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <PageHeader title={t('pages.login.title')} description={t('pages.login.description')} />
      <LoginForm />
      <p className="border-zinc-200 border-t pt-6 text-center text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        {t('auth.login.noAccount')}{' '}
        <TextLink to={paths.registerNewShop}>{t('actions.registerShop')}</TextLink>
      </p>
    </div>
  );
}
