import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
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
        <Link
          to={paths.registerNewShop}
          className="focus-ring rounded font-semibold text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
        >
          {t('actions.registerShop')}
        </Link>
      </p>
    </div>
  );
}
