import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { RegisterShopForm } from '@/features/staff-auth/components/register-shop-form';

const benefits = ['queue', 'booking', 'team'] as const;

/** /register/new-shop: a new shop and its owner; then the owner verifies their email. */
export function RegisterNewShopRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="grid w-full gap-10 py-6 sm:py-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <DocumentTitle title={t('pages.registerNewShop.title')} />
      <div className="lg:sticky lg:top-10 lg:self-start lg:pt-6">
        <p className="font-semibold text-amber-700 text-sm uppercase tracking-wider dark:text-amber-400">
          {t('app.forShops')}
        </p>
        <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight text-zinc-950 sm:text-4xl dark:text-white">
          {t('pages.registerNewShop.title')}
        </h1>
        <p className="mt-4 text-pretty text-base text-zinc-600 sm:text-lg dark:text-zinc-400">
          {t('pages.registerNewShop.description')}
        </p>
        <ul className="mt-8 hidden space-y-4 sm:block">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <CircleCheck
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
              />
              <span className="text-zinc-700 dark:text-zinc-300">
                {t(`register.benefits.${benefit}`)}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-zinc-600 dark:text-zinc-400">
          {t('register.haveAccount')} <TextLink to={paths.login()}>{t('actions.logIn')}</TextLink>
        </p>
      </div>
      <Card className="p-5 sm:p-8">
        <RegisterShopForm
          onRegistered={(registration) =>
            navigate(paths.verificationMailSent, { state: registration, replace: true })
          }
        />
      </Card>
    </div>
  );
}
