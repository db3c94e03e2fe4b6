import { formatPhone } from '@jono/contract/rules/phone';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * An unbroken name or address (up to the contract's 100 and 200 characters) breaks anywhere
 * rather than widening a phone's page; `anywhere`, unlike `break-word`, also lets the grid
 * columns around it shrink.
 */
const wrapAnywhere = 'min-w-0 [overflow-wrap:anywhere]';

/** The customer's name, phone and (when given) email, as an order or booking will carry them. */
export function CustomerDetailsList({
  name,
  phone,
  email,
}: {
  name: string;
  phone: string;
  email?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <dl className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('order.name')}</dt>
        <dd className={cn('mt-0.5 font-medium text-zinc-950 dark:text-white', wrapAnywhere)}>
          {name}
        </dd>
      </div>
      <div>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('order.phone')}</dt>
        <dd className="mt-0.5 font-medium text-zinc-950 dark:text-white">{formatPhone(phone)}</dd>
      </div>
      {email === undefined ? null : (
        <div className="sm:col-span-2">
          <dt className="text-zinc-500 dark:text-zinc-400">{t('order.email')}</dt>
          <dd className={cn('mt-0.5 font-medium text-zinc-950 dark:text-white', wrapAnywhere)}>
            {email}
          </dd>
        </div>
      )}
    </dl>
  );
}
