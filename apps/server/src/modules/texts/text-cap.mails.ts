import { asLanguage, type Language, webPaths } from '@jono/contract';
import type { Db } from '../../db/client';
import { textCapNotices } from '../../db/schema';
import { type MailContent, renderMail } from '../../lib/mail-layout';
import type { ServiceContext } from '../../plugins/app/service-context';
import { activeOwnersOf } from '../auth/staff-accounts.service';
import { createStaffMessages } from '../notifications/notifications.service';

type Words = (name: string, percent: number, cap: number, url: string) => MailContent;

// Texts cost money: the owner hears when a month's texts near the cap and when it stops them,
// so nobody is surprised by either a bill or a silent "your turn".
const capWords: Record<Language, Words> = {
  fi: (name, percent, cap, url) => ({
    subject:
      percent >= 100
        ? 'Tekstiviestien kuukausiraja täynnä – Jono'
        : 'Tekstiviestejä käytetty 80 % – Jono',
    greeting: `Hei ${name},`,
    paragraphs: [
      percent >= 100
        ? `Liikkeesi on käyttänyt tämän kuun ${cap} tekstiviestiosaa. Uusia tekstiviestejä ei lähetetä ennen kuun vaihdetta; asiakkaat saavat ilmoitukset push-viestinä tai sähköpostina.`
        : `Liikkeesi on käyttänyt 80 % tämän kuun ${cap} tekstiviestiosasta.`,
    ],
    action: { label: 'Avaa asetukset', url },
    footer: 'Saat tämän viestin, koska olet liikkeen omistaja Jonossa.',
  }),
  en: (name, percent, cap, url) => ({
    subject:
      percent >= 100
        ? 'Text messages: monthly cap reached – Jono'
        : 'Text messages: 80 % of the cap used – Jono',
    greeting: `Hi ${name},`,
    paragraphs: [
      percent >= 100
        ? `Your shop has used this month's ${cap} text segments. No more texts go out until the month changes; customers get their alerts by push or e-mail instead.`
        : `Your shop has used 80 % of this month's ${cap} text segments.`,
    ],
    action: { label: 'Open settings', url },
    footer: 'You get this because you own a shop on Jono.',
  }),
  es: (name, percent, cap, url) => ({
    subject:
      percent >= 100 ? 'SMS: límite mensual alcanzado – Jono' : 'SMS: 80 % del límite usado – Jono',
    greeting: `Hola ${name}:`,
    paragraphs: [
      percent >= 100
        ? `Tu barbería ha usado los ${cap} segmentos de SMS de este mes. No se enviarán más SMS hasta que cambie el mes; los clientes reciben los avisos por push o correo.`
        : `Tu barbería ha usado el 80 % de los ${cap} segmentos de SMS de este mes.`,
    ],
    action: { label: 'Abrir ajustes', url },
    footer: 'Recibes esto porque eres propietario de una barbería en Jono.',
  }),
  sv: (name, percent, cap, url) => ({
    subject:
      percent >= 100 ? 'Sms: månadens gräns nådd – Jono' : 'Sms: 80 % av gränsen använd – Jono',
    greeting: `Hej ${name},`,
    paragraphs: [
      percent >= 100
        ? `Din salong har använt månadens ${cap} sms-delar. Inga fler sms skickas förrän månaden byts; kunderna får sina aviseringar via push eller e-post i stället.`
        : `Din salong har använt 80 % av månadens ${cap} sms-delar.`,
    ],
    action: { label: 'Öppna inställningar', url },
    footer: 'Du får detta eftersom du äger en salong på Jono.',
  }),
};

/**
 * Tells the shop's owners (mail in their language, and the staff bell) that its texts reached
 * `percent` of the monthly cap: once a month for each level, whichever writer gets there first.
 */
export async function noteCapReached(
  ctx: ServiceContext,
  tx: Db,
  shopId: string,
  now: Date,
  percent: 80 | 100,
) {
  const month = now.toISOString().slice(0, 7);
  const [fresh] = await tx
    .insert(textCapNotices)
    .values({ shopId, month, percent })
    .onConflictDoNothing()
    .returning({ shopId: textCapNotices.shopId });
  if (!fresh) return;
  const cap = ctx.sms.monthlySegments;
  const url = `${ctx.config.publicUrl}${webPaths.dashboard.manage.integrations}`;
  for (const owner of await activeOwnersOf(tx, shopId)) {
    const words = capWords[asLanguage(owner.language)](owner.name, percent, cap, url);
    await ctx.mail.enqueue(tx, { to: owner.email, ...renderMail(words) });
  }
  await createStaffMessages(tx, [
    {
      shopId,
      kind: 'text_cap',
      title: `Text messages: ${percent} % of this month's ${cap} segments used`,
      body: '',
      data: { percent, cap },
    },
  ]);
}
