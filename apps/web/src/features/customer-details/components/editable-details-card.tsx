import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { useCustomerDetails } from '../hooks/use-customer-details';
import { type CustomerState, customerDetailsSaved } from '../stores/customer-slice';
import { CustomerDetailsList } from './customer-details-list';
import { DetailsCardFrame } from './details-card-frame';
import { LazyCustomerDetailsForm } from './lazy-customer-details-form';

/**
 * The customer's details for a booking, shown and edited in place. A booking needs an email:
 * without a valid one the form stays open and cannot be put away unsaved.
 */
export function EditableDetailsCard({
  isEditing,
  onEdit,
}: {
  isEditing: boolean;
  onEdit: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const formId = useId();
  const { details } = useCustomerDetails();
  const [accepted, setAccepted] = useState<CustomerState | null>(null);
  const needsEmail = !details.isEmailValid;

  const save = (next: CustomerState) => {
    dispatch(customerDetailsSaved(next));
    onEdit(false);
  };

  return (
    <DetailsCardFrame
      headerClassName="flex items-center justify-between gap-3"
      action={
        isEditing ? null : (
          <Button size="sm" variant="ghost" onClick={() => onEdit(true)}>
            <Pencil aria-hidden className="size-4" />
            {t('prebooking.confirm.editDetails')}
          </Button>
        )
      }
    >
      {isEditing ? (
        <div className="mt-4 space-y-4">
          {needsEmail ? <Alert tone="warning">{t('prebooking.confirm.emailNeeded')}</Alert> : null}
          <LazyCustomerDetailsForm
            id={formId}
            defaultValues={{ name: details.name, phone: details.phone, email: details.email }}
            requiredEmail={{
              label: t('prebooking.email.label'),
              hint: t('prebooking.email.hint'),
              missing: t('prebooking.email.missing'),
            }}
            onDetailsChange={setAccepted}
            onSubmit={save}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              form={formId}
              disabled={accepted === null}
              className={buttonStyles({ size: 'sm' })}
            >
              {t('prebooking.confirm.saveDetails')}
            </button>
            {needsEmail ? null : (
              <Button size="sm" variant="ghost" onClick={() => onEdit(false)}>
                {t('prebooking.confirm.keepDetails')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <CustomerDetailsList name={details.name} phone={details.phone} email={details.email} />
      )}
    </DetailsCardFrame>
  );
}
