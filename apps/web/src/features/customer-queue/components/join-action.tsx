import type { QueueState } from '@jono/contract/events';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Join while the queue is open (needs a service and acceptable details); otherwise the way
 * to book. The button submits the details form, so Enter in a field presses it too.
 */
export function JoinAction({
  shopId,
  formId,
  queueState,
  blocker,
  size = 'lg',
}: {
  shopId: string;
  formId: string;
  queueState: QueueState;
  blocker: string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  if (queueState !== 'open') {
    return (
      <Link
        to={paths.preBookingBarbershop(shopId)}
        className={buttonStyles({ size, className: size === 'lg' ? 'w-full' : '' })}
      >
        {t('shopPage.preBookInstead')}
      </Link>
    );
  }
  return (
    <button
      type="submit"
      form={formId}
      disabled={blocker !== null}
      className={buttonStyles({ size, className: size === 'lg' ? 'w-full' : '' })}
    >
      {t('cart.joinQueue')}
    </button>
  );
}
