import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Delta } from '../utils/delta';
import { formatPercent } from '../utils/figures';

const toneStyles: Record<Delta['tone'], string> = {
  good: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300',
  bad: 'bg-red-50 text-red-800 dark:bg-red-500/10 dark:text-red-300',
  neutral: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
};

const arrows = { up: ArrowUp, down: ArrowDown, same: Minus } as const;

/**
 * The change since the previous period: an arrow, the percentage and, in words, whether that
 * is better or worse (the colour says it too, but never alone).
 */
export function DeltaBadge({ delta }: { delta: Delta }) {
  const { t, i18n } = useTranslation();
  const Arrow = arrows[delta.direction];
  const change =
    delta.direction === 'same'
      ? t('analytics.delta.same')
      : delta.ratio === null
        ? t(
            delta.direction === 'up'
              ? 'analytics.delta.upFromZero'
              : 'analytics.delta.downFromZero',
          )
        : t(delta.direction === 'up' ? 'analytics.delta.up' : 'analytics.delta.down', {
            percent: formatPercent(Math.abs(delta.ratio), i18n.language),
          });
  const meaning =
    delta.tone === 'good'
      ? t('analytics.delta.better')
      : delta.tone === 'bad'
        ? t('analytics.delta.worse')
        : null;
  return (
    <span
      data-testid="kpi-delta"
      data-tone={delta.tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-xs',
        toneStyles[delta.tone],
      )}
    >
      <Arrow aria-hidden className="size-3.5" />
      {meaning ? `${change} · ${meaning}` : change}
    </span>
  );
}
