import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { CustomerDetailsList } from './customer-details-list';

/** The customer's details as the order will carry them, under their heading. */
export function CustomerDetailsCard({
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
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
        {t('order.yourDetails')}
      </h2>
      <CustomerDetailsList name={name} phone={phone} email={email} />
    </Card>
  );
}
