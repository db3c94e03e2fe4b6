import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useDialogSave } from '@/lib/use-dialog-save';
import { type MadeApiKey, useMakeApiKeyMutation } from '../api/api-keys';
import {
  type ApiKeyFormValues,
  apiKeyFormSchema,
  bodyOfApiKeyForm,
  emptyApiKeyForm,
} from '../utils/api-key-form';

/**
 * The new-key form. The key made goes to `onMade` before the form closes, for the dialog that
 * shows it once. A refusal (one key too many) stays in the form, in the reader's words for its
 * code.
 */
export function useApiKeyForm({
  onMade,
  onClose,
}: {
  onMade: (made: MadeApiKey) => void;
  onClose: () => void;
}) {
  const [make, making] = useMakeApiKeyMutation();
  const { problem, save } = useDialogSave(onClose);
  const form = useForm<ApiKeyFormValues>({
    defaultValues: emptyApiKeyForm,
    resolver: zodResolver(apiKeyFormSchema),
  });
  const submit = form.handleSubmit((values) =>
    save(async () => {
      onMade(await make(bodyOfApiKeyForm(apiKeyFormSchema.parse(values))).unwrap());
    }),
  );
  return { form, submit, problem, isPending: making.isLoading };
}
