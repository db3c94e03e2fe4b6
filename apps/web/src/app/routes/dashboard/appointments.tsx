import { canAccess } from '@jono/contract/roles';
import { MonitorSmartphone, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useShopDetailQuery } from '@/features/customer-shops/api/get-shop';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { NotificationSoundToggle } from '@/features/staff-notifications/components/notification-sound-switch';
import { AddWalkInDialog } from '@/features/staff-queue/components/add-walk-in-dialog';
import { QueueBoard } from '@/features/staff-queue/components/queue-board';
import { notify } from '@/lib/toast';

/**
 * The desk's two ways in: adding a customer who walks in (the catalogue and today's barbers
 * are read afresh each time the dialog opens) and the kiosk page for a tablet at the door.
 */
function DeskActions({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { data: shop, isError } = useShopDetailQuery(shopId, {
    skip: !isOpen,
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (!isOpen || !isError) return;
    notify.error(t('desk.catalogueFailed'));
    setOpen(false);
  }, [isOpen, isError, t]);
  const isLoading = isOpen && !shop;
  return (
    <>
      <BusyButton
        size="sm"
        onClick={() => setOpen(true)}
        busy={isLoading}
        icon={<UserPlus aria-hidden className="size-4" />}
      >
        {t('desk.addWalkIn')}
      </BusyButton>
      <Link
        to={paths.shopKiosk(shopId)}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <MonitorSmartphone aria-hidden className="size-4" />
        {t('desk.openKiosk')}
      </Link>
      {isOpen && shop ? (
        <AddWalkInDialog shop={shop} isOpen onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** The live board of today's queue (every role); the sound switch sits in its header. */
export function AppointmentsRoute() {
  const { user } = useSession();
  if (!user) return null; // RequireSession renders dashboard pages only with a session.
  return (
    <QueueBoard
      viewer={{ userId: user.userId, shopId: user.shopId, accessToken: user.accessToken }}
      headerActions={
        <>
          {canAccess(user.role, 'desk') ? <DeskActions shopId={user.shopId} /> : null}
          <NotificationSoundToggle />
        </>
      }
      canBlockPhones={canAccess(user.role, 'blockedPhones')}
    />
  );
}
