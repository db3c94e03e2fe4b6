import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

const sections = ['stored', 'why', 'howLong', 'whoSees', 'reviews', 'yourRights'] as const;

/** /privacy: what is kept about a customer without an account, and their way to it. */
export function PrivacyRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader
        eyebrow={<ShieldCheck aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />}
        title={t('privacy.page.title')}
        description={t('privacy.page.description')}
      />
      <Card className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {sections.map((section) => (
          <section
            key={section}
            aria-labelledby={`privacy-${section}`}
            className="space-y-2 p-5 sm:p-6"
          >
            <h2
              id={`privacy-${section}`}
              className="font-semibold text-base text-zinc-950 dark:text-white"
            >
              {t(`privacy.page.${section}.title`)}
            </h2>
            <p className="text-sm text-zinc-600 leading-relaxed dark:text-zinc-300">
              {t(`privacy.page.${section}.body`)}
            </p>
          </section>
        ))}
      </Card>
      <Link to={paths.checkDetails} className={buttonStyles({ variant: 'secondary' })}>
        {t('privacy.page.openCheckDetails')}
      </Link>
    </div>
  );
}
