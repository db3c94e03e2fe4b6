import { embedPaths, embedSettingsBody } from '@jono/contract/api/embed';
import { errorAnswer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';

export const embedPath = embedPaths.settings;
export const pageUrl = 'https://jono.example/embed/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const shopName = 'Cuts & "Co"';

/** The embed part of the fake server, over the model's `sites`, read as the server would. */
export async function embedAnswer(call: RecordedCall, model: { sites: string[] }) {
  if (call.method === 'PUT') {
    const body = embedSettingsBody.safeParse(await call.request.clone().json());
    if (!body.success) return errorAnswer(422, body.error.message, 'VALIDATION_FAILED');
    model.sites = body.data.allowedOrigins;
  }
  return jsonAnswer(200, { ok: true, data: { allowedOrigins: model.sites, pageUrl } });
}
