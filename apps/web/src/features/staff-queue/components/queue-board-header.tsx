import type { QueueBoard } from '@jono/contract/api/staff-queue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { shopDate } from '../utils/format';
import { BroadcastButton } from './broadcast-button';
import { LiveBadge } from './live-badge';

/**
 * The page's title; once the board is read, the shop and its date under it, and the way to
 * message everyone waiting, which every role on the board may use.
 */
export function QueueBoardHeader({
  board,
  now,
  isLive,
  actions,
}: {
  board: QueueBoard | undefined;
  now: number;
  isLive: boolean;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <PageHeader
      title={t('dashboard.pages.appointments.title')}
      description={
        board
          ? t('board.subtitle', {
              shop: board.shop.name,
              date: shopDate(now, i18n.language, board.shop.timezone),
            })
          : t('dashboard.pages.appointments.description')
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <LiveBadge isLive={isLive} />
          {board ? (
            <BroadcastButton waiting={board.waiting.length} shopName={board.shop.name} />
          ) : null}
          {actions}
        </div>
      }
    />
  );
}
