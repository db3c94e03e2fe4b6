import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeysSection } from './api-keys-section';
import { EmbedSection } from './embed-section';
import { TextUsageSection } from './text-usage-section';
import { WebhooksSection } from './webhooks-section';

/**
 * The owner's integrations: the live queue on the shop's own website (what most owners come
 * for, so first), webhooks, which tell the shop's other software what happens at the shop, and
 * API keys, with which that software reads from the shop or adds to it; last, the text messages
 * the shop's walk-ins are sent, against the month's cap.
 */
export function IntegrationsPanel({ shopName }: { shopName: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <PageHeader
        title={t('dashboard.pages.integrations.title')}
        description={t('dashboard.pages.integrations.description')}
      />
      <EmbedSection shopName={shopName} />
      <WebhooksSection />
      <ApiKeysSection />
      <TextUsageSection />
    </div>
  );
}
