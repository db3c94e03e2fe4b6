import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import {
  useAddWebhookMutation,
  useChangeWebhookMutation,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '../api/webhooks';
import {
  bodyOfForm,
  type EndpointFormValues,
  emptyEndpointForm,
  endpointFormSchema,
  formOfEndpoint,
} from '../utils/endpoint-form';

/**
 * The add or edit form of an endpoint (`editing` null: a new one). A new endpoint's secret
 * goes to `onAdded` before the form closes, for the dialog that shows it once. A refusal
 * (an address the server does not allow, one endpoint too many) stays in the form, in the
 * reader's words for its code.
 */
export function useEndpointForm({
  editing,
  onAdded,
  onClose,
}: {
  editing: WebhookEndpoint | null;
  onAdded: (made: WebhookWithSecret) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [add, adding] = useAddWebhookMutation();
  const [change, changing] = useChangeWebhookMutation();
  const { problem, save } = useDialogSave(onClose);
  const form = useForm<EndpointFormValues>({
    defaultValues: editing ? formOfEndpoint(editing) : emptyEndpointForm,
    resolver: zodResolver(endpointFormSchema),
  });
  const submit = form.handleSubmit((values) =>
    save(async () => {
      const body = bodyOfForm(endpointFormSchema.parse(values));
      if (editing) {
        // An emptied description is sent as such, so it is cleared.
        await change({
          id: editing.id,
          patch: { ...body, description: body.description ?? '' },
        }).unwrap();
        notify.success(t('integrations.form.saved'));
      } else {
        onAdded(await add(body).unwrap());
      }
    }),
  );
  return { form, submit, problem, isPending: adding.isLoading || changing.isLoading };
}
