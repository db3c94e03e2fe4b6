import { apiKeyScopeSchema } from '@jono/contract/api/api-keys';
import { hasForbiddenCharacters, hasVisibleCharacter } from '@jono/contract/rules/text';
import { z } from 'zod';
import type { NewApiKey } from '../api/api-keys';

const errors = 'apiKeys.form.errors';

/**
 * The new-key form, with the contract's bounds (newApiKeyBody) and i18n keys as messages: a
 * name of 1 to 80 characters that shows something, and at least one scope.
 */
export const apiKeyFormSchema = z.object({
  name: z
    .string()
    .refine((value) => !hasForbiddenCharacters(value), `${errors}.badCharacters`)
    .trim()
    .refine(hasVisibleCharacter, `${errors}.nameRequired`)
    .max(80, `${errors}.nameTooLong`),
  scopes: z.array(apiKeyScopeSchema).min(1, `${errors}.scopesRequired`),
});
export type ApiKeyFormValues = z.input<typeof apiKeyFormSchema>;

export const emptyApiKeyForm: ApiKeyFormValues = { name: '', scopes: [] };

/** What is sent: the trimmed name and the scopes, each once. */
export function bodyOfApiKeyForm(values: z.output<typeof apiKeyFormSchema>): NewApiKey {
  return { name: values.name, scopes: [...new Set(values.scopes)] };
}
