import { formatLocalDate, type Language } from '@jono/contract';
import { escapeHtml } from './escape-html';

/**
 * A booking's calendar date in a mail, in the one long form the web shows too ("Wednesday,
 * 25 November 2026", "keskiviikkona 25. marraskuuta 2026"). Stored dates are always real.
 */
export const mailDate = (date: string, language: Language) =>
  formatLocalDate(date, language) ?? date;

/** Whom a mail about a visit greets and which visit it is, already on the shop's clock. */
export interface VisitMailFacts {
  language: Language;
  customerName: string;
  shopName: string;
  address: string;
  /** 'YYYY-MM-DD' on the shop's clock. */
  date: string;
  /** 'HH:mm - HH:mm' on the shop's clock. */
  timeRange: string;
}

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Further links under the action, each on its own line ("Get directions"). */
  links?: { label: string; url: string }[];
  footer: string;
}

/** Plain text and HTML of one mail, from the same words; every value is escaped. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    content.footer,
  ].join('\n');
  const action = content.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="background:#f59e0b;color:#18181b;padding:12px 20px;border-radius:10px;font-weight:600;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#71717a">${escapeHtml(content.action.url)}</p>`
    : '';
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p><a href="${escapeHtml(link.url)}" style="color:#b45309;font-weight:600">${escapeHtml(link.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">Jono</p>
<div style="background:#ffffff;border-radius:16px;padding:28px">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action}
${links}
</div>
<p style="font-size:12px;color:#71717a;margin-top:20px">${escapeHtml(content.footer)}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
