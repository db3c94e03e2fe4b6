import { formatPhone } from '@jono/contract/rules/phone';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatShopDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useBlockedPhonesQuery, useUnblockPhoneMutation } from '../api/blocked-phones';

/**
 * The numbers the shop keeps out of its queue and bookings (blocked from the board), each
 * with a button that lets it order again.
 */
export function BlockedPhonesList({ shopId, timezone }: { shopId: string; timezone: string }) {
  const { t, i18n } = useTranslation();
  const { data: blocked, error, isFetching, refetch } = useBlockedPhonesQuery(shopId);
  const [unblockPhone] = useUnblockPhoneMutation();
  const [unblocking, setUnblocking] = useState<string | null>(null);

  const unblock = async (id: string, phone: string) => {
    setUnblocking(id);
    try {
      await unblockPhone({ blockId: id }).unwrap();
      notify.success(t('queueStatus.blocked.unblocked', { phone: formatPhone(phone) }));
    } catch (failure) {
      notify.error(errorMessage(failure, t('messages.somethingWentWrong')));
    } finally {
      setUnblocking(null);
    }
  };

  if (!blocked) {
    return error ? (
      <LoadFailedAlert
        title={t('queueStatus.blocked.loadFailed')}
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    ) : (
      <div role="status" aria-label={t('queueStatus.blocked.loading')}>
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (blocked.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        <ShieldCheck aria-hidden className="size-4 text-emerald-700 dark:text-emerald-400" />
        {t('queueStatus.blocked.none')}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
      {blocked.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <p className="font-semibold text-zinc-950 tabular-nums dark:text-white">
              {formatPhone(entry.phone)}
            </p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {t('queueStatus.blocked.since', {
                time: formatShopDateTime(entry.createdAt, i18n.language, timezone),
              })}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={unblocking !== null}
            aria-busy={unblocking === entry.id || undefined}
            aria-label={t('queueStatus.blocked.unblockNumber', { phone: formatPhone(entry.phone) })}
            onClick={() => void unblock(entry.id, entry.phone)}
          >
            {unblocking === entry.id ? <Spinner className="size-4 text-current" /> : null}
            {t('queueStatus.blocked.unblock')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
