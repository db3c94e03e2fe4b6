import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/**
 * The card of the customer's own details: their heading with the way to change them beside
 * it (`action`, laid out by `headerClassName`), then the details or the form.
 */
export function DetailsCardFrame({
  headerClassName,
  action,
  children,
}: {
  headerClassName: string;
  action: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="p-5 sm:p-6">
      <div className={headerClassName}>
        <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
          {t('order.yourDetails')}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
