import type { ComponentProps } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';

/** A catalogue dialog (category, service, add-on): a form saved with the catalogue's words. */
export function CatalogFormDialog(
  props: Omit<ComponentProps<typeof FormDialog>, 'cancelLabel' | 'submitLabel' | 'pendingLabel'>,
) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...props}
      cancelLabel={t('manage.actions.cancel')}
      submitLabel={t('manage.actions.save')}
      pendingLabel={t('manage.actions.saving')}
    />
  );
}

/** The name of a category, a service or an add-on. */
export function CatalogNameField({
  registration,
  error,
  disabled,
}: {
  registration: UseFormRegisterReturn<'name'>;
  error: FieldError | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('manage.fields.name')}
      autoComplete="off"
      error={fieldErrorText(t, error)}
      disabled={disabled}
      {...registration}
    />
  );
}

/** Whether customers may choose a service or an add-on; `hint` says what that means for it. */
export function ActiveSwitch({
  field,
  hint,
  disabled,
}: {
  /** The form's `isActive` field, as a Controller hands it over. */
  field: { value: boolean; onChange: (isActive: boolean) => void };
  hint: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('manage.fields.active')}
      description={hint}
      checked={field.value}
      onCheckedChange={field.onChange}
      disabled={disabled}
    />
  );
}
