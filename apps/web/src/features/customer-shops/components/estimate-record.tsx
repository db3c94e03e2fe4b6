import type { ShopSummary } from '@jono/contract/api/shops';
import { estimateBadge } from '@jono/contract/rules/estimate-accuracy';
import { Sprout, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * How the shop's waiting times have done, from its real visits: "8 of 10 walk-ins started
 * within the time shown" once enough count, or that a new shop's times still come from its
 * menu; nothing in between. The shop's page paints the same before the app (shop-frame).
 */
export function EstimateRecord({
  estimates,
  className,
}: {
  estimates: ShopSummary['estimates'];
  className?: string;
}) {
  const { t } = useTranslation();
  const badge = estimateBadge(estimates);
  if (badge === null) return null;
  const Icon = badge.kind === 'accuracy' ? Target : Sprout;
  return (
    <p className={cn('inline-flex items-start gap-1.5', className)}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
      {badge.kind === 'accuracy'
        ? t('shopPage.estimateAccuracy', { inTen: badge.inTen })
        : t('shopPage.estimatesFromMenu')}
    </p>
  );
}
