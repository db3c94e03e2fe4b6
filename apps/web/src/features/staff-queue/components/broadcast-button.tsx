import { Megaphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { BroadcastDialog } from './broadcast-dialog';

/**
 * The board header's way to tell everyone waiting at once ("running late"). With nobody
 * waiting there is no one to tell: the button is off and says why.
 */
export function BroadcastButton({ waiting, shopName }: { waiting: number; shopName: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const hintId = useId();
  const isNobodyWaiting = waiting === 0;
  return (
    <>
      <span className="inline-flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={isNobodyWaiting}
          aria-describedby={isNobodyWaiting ? hintId : undefined}
          onClick={() => setOpen(true)}
        >
          <Megaphone aria-hidden className="size-4" />
          {t('board.broadcast.open')}
        </Button>
        {isNobodyWaiting ? (
          <span id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
            {t('board.broadcast.nobodyWaiting')}
          </span>
        ) : null}
      </span>
      <BroadcastDialog
        isOpen={isOpen}
        waiting={waiting}
        shopName={shopName}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
