import { asLanguage, type Language, webPaths } from '@jono/contract';
import type { Db } from '../../db/client';
import type { webhookEndpoints } from '../../db/schema';
import { type MailContent, renderMail } from '../../lib/mail-layout';
import type { ServiceContext } from '../../plugins/app/service-context';
import { activeOwnersOf } from '../auth/staff-accounts.service';

type Words = (name: string, address: string, url: string) => MailContent;

// An endpoint that failed for three days is paused; its owners are told what stopped and how
// to start it again.
const pausedWords: Record<Language, Words> = {
  fi: (name, address, url) => ({
    subject: 'Webhook on keskeytetty – Jono',
    greeting: `Hei ${name},`,
    paragraphs: [
      `Osoite ${address} ei ole vastannut onnistuneesti kolmeen päivään, joten Jono lopetti tapahtumien lähettämisen sinne.`,
      'Korjaa vastaanottava palvelu ja ota webhook uudelleen käyttöön: odottavat tapahtumat lähetetään silloin heti. Toimitusloki näyttää jokaisen yrityksen vastauskoodin.',
    ],
    action: { label: 'Avaa integraatiot', url },
    footer: 'Saat tämän viestin, koska olet liikkeen omistaja Jonossa.',
  }),
  en: (name, address, url) => ({
    subject: 'A webhook was paused – Jono',
    greeting: `Hi ${name},`,
    paragraphs: [
      `${address} has not answered successfully for three days, so Jono stopped sending events to it.`,
      'Fix the receiving service and switch the webhook on again: the events waiting for it go out at once. The delivery log shows the answer of every try.',
    ],
    action: { label: 'Open integrations', url },
    footer: 'You get this because you own a shop on Jono.',
  }),
  es: (name, address, url) => ({
    subject: 'Se ha pausado un webhook – Jono',
    greeting: `Hola ${name}:`,
    paragraphs: [
      `${address} no ha respondido correctamente durante tres días, así que Jono dejó de enviarle eventos.`,
      'Arregla el servicio que los recibe y vuelve a activar el webhook: los eventos pendientes se envían enseguida. El registro de entregas muestra la respuesta de cada intento.',
    ],
    action: { label: 'Abrir integraciones', url },
    footer: 'Recibes esto porque eres propietario de una barbería en Jono.',
  }),
  sv: (name, address, url) => ({
    subject: 'En webhook har pausats – Jono',
    greeting: `Hej ${name},`,
    paragraphs: [
      `${address} har inte svarat korrekt på tre dagar, så Jono slutade skicka händelser dit.`,
      'Åtgärda tjänsten som tar emot dem och slå på webhooken igen: väntande händelser skickas direkt. Leveransloggen visar svaret på varje försök.',
    ],
    action: { label: 'Öppna integrationer', url },
    footer: 'Du får detta eftersom du äger en salong på Jono.',
  }),
};

/** Tells each of the shop's owners, in their language, that this endpoint was paused. */
export async function enqueuePausedMail(
  ctx: ServiceContext,
  tx: Db,
  endpoint: typeof webhookEndpoints.$inferSelect,
) {
  const url = `${ctx.config.publicUrl}${webPaths.dashboard.manage.integrations}`;
  for (const owner of await activeOwnersOf(tx, endpoint.shopId)) {
    const words = pausedWords[asLanguage(owner.language)](owner.name, endpoint.url, url);
    await ctx.mail.enqueue(tx, { to: owner.email, ...renderMail(words) });
  }
}
