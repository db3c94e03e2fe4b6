import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { Store, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { readStorage, writeStorage } from '@/lib/storage';
import { MyDayPanel } from './my-day';

type BoardView = 'shop' | 'mine';
const storageKey = 'jono.board.view';

/**
 * A barber chooses between the whole shop and their own day; the choice stays on the device
 * (a barber's phone keeps "my day"). Someone who does not serve sees the shop only.
 */
export function BoardViews({
  board,
  viewerId,
  children,
}: {
  board: QueueBoard;
  viewerId: string;
  /** The whole shop's board. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<BoardView>(() =>
    readStorage(storageKey) === 'mine' ? 'mine' : 'shop',
  );
  if (!board.barbers.some((barber) => barber.userId === viewerId)) return children;
  const choose = (next: BoardView) => {
    setView(next);
    writeStorage(storageKey, next);
  };
  return (
    <div className="space-y-4">
      <Tabs
        label={t('board.myDay.views')}
        tabs={[
          { key: 'shop', label: t('board.myDay.wholeShop'), icon: Store },
          { key: 'mine', label: t('board.myDay.title'), icon: UserRound },
        ]}
        selected={view}
        onSelect={choose}
      >
        {view === 'mine' ? <MyDayPanel board={board} viewerId={viewerId} /> : children}
      </Tabs>
    </div>
  );
}
