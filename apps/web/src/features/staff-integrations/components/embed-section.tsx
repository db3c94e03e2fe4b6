import { Code } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmbedSettingsQuery } from '../api/embed';
import { EmbedSites } from './embed-sites';
import { EmbedSnippet } from './embed-snippet';
import { SectionHead } from './section-head';

function EmbedLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('embed.loading')} className="space-y-3">
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}

/**
 * The shop's live queue on the owner's own website: the sites allowed to show it, and the
 * snippet that shows it, with "Join the queue" and "Book a time" opening Jono in a new tab.
 */
export function EmbedSection({ shopName }: { shopName: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { currentData: settings, error, isFetching, refetch } = useEmbedSettingsQuery();
  return (
    <section aria-labelledby={headingId} aria-busy={isFetching} className="space-y-4">
      <SectionHead
        icon={Code}
        headingId={headingId}
        title={t('embed.heading')}
        description={t('embed.lead')}
        action={null}
      />
      {settings ? (
        <Card className="space-y-6 p-4 sm:p-5">
          <EmbedSites sites={settings.allowedOrigins} />
          <hr className="border-zinc-200 dark:border-zinc-800" />
          <EmbedSnippet pageUrl={settings.pageUrl} shopName={shopName} />
        </Card>
      ) : error && !isFetching ? (
        <LoadFailedAlert
          title={t('embed.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <EmbedLoading />
      )}
    </section>
  );
}
