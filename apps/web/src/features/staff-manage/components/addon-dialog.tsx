import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import {
  type ManageAddon,
  type ManageCategory,
  type ManageService,
  useCreateAddonMutation,
  useUpdateAddonMutation,
} from '../api/catalog';
import { addonFormValues, addonInputOf } from '../utils/catalog-form-values';
import { type AddonValues, addonSchema } from '../utils/catalog-schemas';
import { ActiveSwitch, CatalogFormDialog, CatalogNameField } from './catalog-form-dialog';
import { PriceDurationFields } from './price-duration-fields';
import { ServicePicker } from './service-picker';

/** Creates or edits an add-on; a failed save keeps what was typed. */
export function AddonDialog({
  addon,
  services,
  categories,
  onClose,
}: {
  addon: ManageAddon | null;
  services: ManageService[];
  categories: ManageCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create, created] = useCreateAddonMutation();
  const [update, updated] = useUpdateAddonMutation();
  const isPending = created.isLoading || updated.isLoading;
  const { problem, save } = useDialogSave(onClose);
  const { register, handleSubmit, formState, control } = useForm<AddonValues>({
    defaultValues: addonFormValues(addon),
    resolver: zodResolver(addonSchema),
  });
  const onSubmit = handleSubmit(async (values) => {
    const body = addonInputOf(values);
    await save(async () => {
      if (addon) await update({ id: addon.id, changes: body }).unwrap();
      else await create(body).unwrap();
      notify.success(t('manage.addons.saved', { name: values.name }));
    });
  });
  return (
    <CatalogFormDialog
      onClose={onClose}
      className="max-w-lg"
      title={addon ? t('manage.addons.editTitle') : t('manage.addons.newTitle')}
      isPending={isPending}
      problem={problem}
      onSubmit={onSubmit}
    >
      <CatalogNameField
        registration={register('name')}
        error={formState.errors.name}
        disabled={isPending}
      />
      <PriceDurationFields
        price={register('price')}
        duration={register('duration')}
        durationLabel={t('manage.fields.extraMinutes')}
        errors={formState.errors}
        disabled={isPending}
      />
      <Controller
        control={control}
        name="serviceIds"
        render={({ field }) => (
          <ServicePicker
            value={field.value}
            onChange={field.onChange}
            services={services}
            categories={categories}
            disabled={isPending}
          />
        )}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <ActiveSwitch field={field} hint={t('manage.addons.activeHint')} disabled={isPending} />
        )}
      />
    </CatalogFormDialog>
  );
}
