import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import type { WebhookEndpoint, WebhookWithSecret } from '../api/webhooks';
import { useEndpointForm } from '../hooks/use-endpoint-form';
import { EventPicker } from './event-picker';

/**
 * Adds an endpoint (`editing` null) or changes one: its address, what it is for, and the
 * events it hears. Mounted only while open, so each opening starts from the endpoint as it is.
 */
export function EndpointFormDialog({
  editing,
  onAdded,
  onClose,
}: {
  editing: WebhookEndpoint | null;
  onAdded: (made: WebhookWithSecret) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, problem, isPending } = useEndpointForm({ editing, onAdded, onClose });
  const { errors } = form.formState;
  return (
    <FormDialog
      onClose={onClose}
      title={editing ? t('integrations.form.editTitle') : t('integrations.form.addTitle')}
      description={t('integrations.form.description')}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      isPending={isPending}
      problem={problem}
      onSubmit={submit}
      cancelLabel={t('integrations.cancel')}
      submitLabel={editing ? t('integrations.form.save') : t('integrations.form.add')}
      pendingLabel={t('integrations.form.saving')}
    >
      <TextField
        label={t('integrations.form.url')}
        hint={t('integrations.form.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        error={fieldErrorText(t, errors.url)}
        disabled={isPending}
        {...form.register('url')}
      />
      <TextField
        label={t('integrations.form.descriptionLabel')}
        hint={t('integrations.form.descriptionHint')}
        autoComplete="off"
        error={fieldErrorText(t, errors.description)}
        disabled={isPending}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <EventPicker
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
