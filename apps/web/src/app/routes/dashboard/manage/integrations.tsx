import { IntegrationsPanel } from '@/features/staff-integrations/components/integrations-panel';

/** /dashboard/manage/integrations (owner): webhooks and API keys for the shop's other software. */
export function IntegrationsRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <IntegrationsPanel />
    </div>
  );
}
