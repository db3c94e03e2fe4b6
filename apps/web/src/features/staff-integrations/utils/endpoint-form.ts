import { webhookEventTypeSchema } from '@jono/contract/api/webhooks';
import { hasForbiddenCharacters } from '@jono/contract/rules/text';
import { z } from 'zod';
import type { NewWebhook, WebhookEndpoint } from '../api/webhooks';

const errors = 'integrations.form.errors';

/**
 * The endpoint form, with the contract's bounds (newWebhookBody) and i18n keys as messages.
 * Whether the address is public is the server's to say (it may allow private networks).
 */
export const endpointFormSchema = z.object({
  url: z
    .string()
    .refine((value) => !hasForbiddenCharacters(value), `${errors}.badCharacters`)
    .trim()
    .min(1, `${errors}.urlRequired`)
    .max(2000, `${errors}.urlTooLong`)
    .pipe(z.url({ protocol: /^https?$/, message: `${errors}.urlInvalid` })),
  description: z
    .string()
    .refine((value) => !hasForbiddenCharacters(value), `${errors}.badCharacters`)
    .trim()
    .max(200, `${errors}.descriptionTooLong`),
  events: z.array(webhookEventTypeSchema).min(1, `${errors}.eventsRequired`),
});
export type EndpointFormValues = z.input<typeof endpointFormSchema>;

export const emptyEndpointForm: EndpointFormValues = { url: '', description: '', events: [] };

export const formOfEndpoint = (endpoint: WebhookEndpoint): EndpointFormValues => ({
  url: endpoint.url,
  description: endpoint.description,
  events: [...endpoint.events],
});

/** What is sent: a description left empty is left out of a new endpoint. */
export function bodyOfForm(values: z.output<typeof endpointFormSchema>): NewWebhook {
  return {
    url: values.url,
    events: values.events,
    ...(values.description ? { description: values.description } : {}),
  };
}
