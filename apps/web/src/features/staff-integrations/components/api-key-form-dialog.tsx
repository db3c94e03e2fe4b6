import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import type { MadeApiKey } from '../api/api-keys';
import { useApiKeyForm } from '../hooks/use-api-key-form';
import { ScopePicker } from './scope-picker';

/**
 * Makes a key: its name (to tell it apart later) and what it may do. Mounted only while open,
 * so each opening starts empty.
 */
export function ApiKeyFormDialog({
  onMade,
  onClose,
}: {
  onMade: (made: MadeApiKey) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, problem, isPending } = useApiKeyForm({ onMade, onClose });
  const { errors } = form.formState;
  return (
    <FormDialog
      onClose={onClose}
      title={t('apiKeys.form.title')}
      description={t('apiKeys.form.description')}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      isPending={isPending}
      problem={problem}
      onSubmit={submit}
      cancelLabel={t('integrations.cancel')}
      submitLabel={t('apiKeys.form.make')}
      pendingLabel={t('apiKeys.form.making')}
    >
      <TextField
        label={t('apiKeys.form.name')}
        hint={t('apiKeys.form.nameHint')}
        autoComplete="off"
        error={fieldErrorText(t, errors.name)}
        disabled={isPending}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="scopes"
        render={({ field, fieldState }) => (
          <ScopePicker
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorText(t, fieldState.error)}
            disabled={isPending}
          />
        )}
      />
    </FormDialog>
  );
}
