import { useSession } from '@/features/staff-auth/hooks/use-session';
import { IntegrationsPanel } from '@/features/staff-integrations/components/integrations-panel';

/**
 * /dashboard/manage/integrations (owner): the live queue on the shop's website, webhooks and
 * API keys for the shop's other software.
 */
export function IntegrationsRoute() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-4xl">
      <IntegrationsPanel shopName={user?.shopName ?? ''} />
    </div>
  );
}
