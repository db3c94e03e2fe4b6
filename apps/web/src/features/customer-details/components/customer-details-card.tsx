import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerDetailsList } from './customer-details-list';
import { DetailsCardFrame } from './details-card-frame';

/**
 * The customer's details as the order will carry them, under their heading; with `editTo`,
 * a way back to the form that changes them (a refused detail says to edit it).
 */
export function CustomerDetailsCard({
  name,
  phone,
  email,
  editTo,
}: {
  name: string;
  phone: string;
  email?: string | undefined;
  editTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <DetailsCardFrame
      headerClassName="flex flex-wrap items-center justify-between gap-x-4 gap-y-1"
      action={
        editTo ? (
          <Link
            to={editTo}
            className="focus-ring inline-flex items-center gap-1.5 rounded-lg font-semibold text-amber-700 text-sm hover:underline dark:text-amber-400"
          >
            <PencilLine aria-hidden className="size-4" />
            {t('order.changeDetails')}
          </Link>
        ) : null
      }
    >
      <CustomerDetailsList name={name} phone={phone} email={email} />
    </DetailsCardFrame>
  );
}
