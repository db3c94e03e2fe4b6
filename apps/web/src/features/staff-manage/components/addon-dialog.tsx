import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import {
  type ManageAddon,
  type ManageCategory,
  type ManageService,
  useCreateAddonMutation,
  useUpdateAddonMutation,
} from '../api/catalog';
import { type AddonValues, addonSchema, toPrice } from '../utils/catalog-schemas';
import { PriceDurationFields } from './price-duration-fields';

/** The services an add-on applies to, as checkboxes grouped by category. */
function ServicePicker({
  value,
  onChange,
  services,
  categories,
  disabled,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  services: ManageService[];
  categories: ManageCategory[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((item) => item !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('manage.addons.appliesTo')}
      </legend>
      {services.length === 0 ? (
        <p className="text-sm text-zinc-500">{t('manage.addons.noServices')}</p>
      ) : (
        <div className="max-h-56 space-y-3 overflow-y-auto rounded-xl border border-zinc-300 p-3 dark:border-zinc-700">
          {categories.map((category) => {
            const inCategory = services.filter((service) => service.categoryId === category.id);
            if (inCategory.length === 0) return null;
            return (
              <div key={category.id}>
                <p className="font-semibold text-xs text-zinc-500 uppercase dark:text-zinc-400">
                  {category.name}
                </p>
                <ul className="mt-1 space-y-1">
                  {inCategory.map((service) => (
                    <li key={service.id}>
                      <label className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 text-sm text-zinc-900 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800">
                        <input
                          type="checkbox"
                          className="focus-ring size-4 accent-amber-500"
                          checked={value.includes(service.id)}
                          disabled={disabled}
                          onChange={(event) => toggle(service.id, event.target.checked)}
                        />
                        {service.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

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
    defaultValues: {
      name: addon?.name ?? '',
      price: addon ? String(addon.price) : '',
      duration: addon ? String(addon.duration) : '0',
      isActive: addon?.isActive ?? true,
      serviceIds: addon?.serviceIds ?? [],
    },
    resolver: zodResolver(addonSchema),
  });
  const onSubmit = handleSubmit(async (values) => {
    const body = {
      name: values.name,
      price: toPrice(values.price),
      duration: Number(values.duration),
      isActive: values.isActive,
      serviceIds: values.serviceIds,
    };
    await save(async () => {
      if (addon) await update({ id: addon.id, changes: body }).unwrap();
      else await create(body).unwrap();
      notify.success(t('manage.addons.saved', { name: values.name }));
    });
  });
  return (
    <FormDialog
      onClose={onClose}
      className="max-w-lg"
      title={addon ? t('manage.addons.editTitle') : t('manage.addons.newTitle')}
      isPending={isPending}
      problem={problem}
      onSubmit={onSubmit}
      cancelLabel={t('manage.actions.cancel')}
      submitLabel={t('manage.actions.save')}
      pendingLabel={t('manage.actions.saving')}
    >
      <TextField
        label={t('manage.fields.name')}
        autoComplete="off"
        error={fieldErrorText(t, formState.errors.name)}
        disabled={isPending}
        {...register('name')}
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
          <Switch
            label={t('manage.fields.active')}
            description={t('manage.addons.activeHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={isPending}
          />
        )}
      />
    </FormDialog>
  );
}
