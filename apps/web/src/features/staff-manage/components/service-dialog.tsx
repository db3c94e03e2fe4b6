import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import {
  type ManageCategory,
  type ManageService,
  useCreateServiceMutation,
  useUpdateServiceMutation,
} from '../api/catalog';
import { serviceFormValues, serviceInputOf } from '../utils/catalog-form-values';
import { type ServiceValues, serviceSchema } from '../utils/catalog-schemas';
import { ActiveSwitch, CatalogFormDialog, CatalogNameField } from './catalog-form-dialog';
import { PriceDurationFields } from './price-duration-fields';

/** The service's description: a few lines of free text under its name. */
function DescriptionField({
  registration,
  error,
  disabled,
}: {
  registration: UseFormRegisterReturn<'description'>;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('manage.fields.description')}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        className="focus-ring block w-full rounded-xl border border-zinc-300 bg-white px-3.5 py-2.5 text-base text-zinc-950 shadow-xs dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
        {...registration}
      />
      {error ? <p className="font-medium text-red-600 text-sm dark:text-red-400">{error}</p> : null}
    </div>
  );
}

/** Creates a service, or edits one; a failed save keeps what was typed. */
export function ServiceDialog({
  service,
  categories,
  defaultCategoryId,
  onClose,
}: {
  /** null for a new service. */
  service: ManageService | null;
  categories: ManageCategory[];
  defaultCategoryId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create, created] = useCreateServiceMutation();
  const [update, updated] = useUpdateServiceMutation();
  const isPending = created.isLoading || updated.isLoading;
  const { problem, save } = useDialogSave(onClose);
  const { register, handleSubmit, formState, control } = useForm<ServiceValues>({
    defaultValues: serviceFormValues(service, defaultCategoryId ?? categories[0]?.id),
    resolver: zodResolver(serviceSchema),
  });
  const onSubmit = handleSubmit(async (values) => {
    const body = serviceInputOf(values);
    await save(async () => {
      if (service) await update({ id: service.id, changes: body }).unwrap();
      else await create(body).unwrap();
      notify.success(t('manage.services.saved', { name: values.name }));
    });
  });
  return (
    <CatalogFormDialog
      onClose={onClose}
      className="max-w-lg"
      title={service ? t('manage.services.editTitle') : t('manage.services.newTitle')}
      isPending={isPending}
      problem={problem}
      onSubmit={onSubmit}
    >
      <SelectField
        label={t('manage.fields.category')}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        error={fieldErrorText(t, formState.errors.categoryId)}
        disabled={isPending}
        {...register('categoryId')}
      />
      <CatalogNameField
        registration={register('name')}
        error={formState.errors.name}
        disabled={isPending}
      />
      <DescriptionField
        registration={register('description')}
        error={fieldErrorText(t, formState.errors.description)}
        disabled={isPending}
      />
      <PriceDurationFields
        price={register('price')}
        duration={register('duration')}
        durationLabel={t('manage.fields.duration')}
        errors={formState.errors}
        disabled={isPending}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <ActiveSwitch field={field} hint={t('manage.services.activeHint')} disabled={isPending} />
        )}
      />
    </CatalogFormDialog>
  );
}
