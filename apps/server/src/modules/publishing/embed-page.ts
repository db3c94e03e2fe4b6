import { embedPaths, type Language, webPaths } from '@jono/contract';
import { escapeHtml } from '../../lib/escape-html';
import type { EmbedState } from './embed.service';
import { embedWords } from './embed-words';

/** How often the framed page asks again how the queue stands. */
export const EMBED_REFRESH_MS = 30_000;

const style = `
:root{color-scheme:light dark;--fg:#18181b;--muted:#52525b;--bg:#fff;--line:#e4e4e7;--accent:#f59e0b}
@media (prefers-color-scheme:dark){:root{--fg:#fafafa;--muted:#a1a1aa;--bg:#18181b;--line:#3f3f46}}
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;color:var(--fg);background:var(--bg)}
main{padding:16px;border:1px solid var(--line);border-radius:14px;max-width:480px}
h1{font-size:17px;margin:0 0 2px}h2{font-size:13px;font-weight:600;color:var(--muted);margin:0 0 10px;text-transform:uppercase;letter-spacing:.04em}
p{margin:0 0 4px}.muted{color:var(--muted)}.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
a.button{flex:1 1 140px;text-align:center;padding:10px 14px;border-radius:10px;font-weight:600;text-decoration:none;color:#18181b;background:var(--accent)}
a.button.secondary{background:transparent;color:var(--fg);border:1px solid var(--line)}
a.button:focus-visible{outline:3px solid var(--fg);outline-offset:2px}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
footer{margin-top:10px;font-size:12px;color:var(--muted)}[hidden]{display:none}`;

/** Asks the state again every half minute and puts its words in place; nothing else. */
const script = (stateUrl: string) => `
const stateUrl=${JSON.stringify(stateUrl)};
const put=(id,text)=>{const el=document.getElementById(id);if(el){el.textContent=text;el.hidden=!text;}};
setInterval(async()=>{try{const r=await fetch(stateUrl);if(!r.ok)return;const {data}=await r.json();
put('status',data.status);put('waiting',data.waiting);put('next',data.next);
document.getElementById('join').hidden=!data.canJoin;}catch{}},${EMBED_REFRESH_MS});`;

export interface EmbedPage {
  shopId: string;
  shopName: string;
  language: Language;
  state: EmbedState;
  publicUrl: string;
  nonce: string;
}

/**
 * The framed page: the shop's name, how its queue stands, and the two ways in. Both open
 * Jono's own pages in a new tab: a payment, notifications and the customer's saved place need
 * a page of their own, which a framed page on another site does not reliably get.
 */
export function embedPageHtml(page: EmbedPage): string {
  const words = embedWords[page.language];
  const { state } = page;
  const link = (href: string, label: string, id: string, extra = '', hidden = false) =>
    `<a class="button${extra}" id="${id}" href="${escapeHtml(href)}" target="_blank" rel="noopener"${hidden ? ' hidden' : ''}>${escapeHtml(label)}<span class="sr"> ${escapeHtml(words.opensNewTab)}</span></a>`;
  const stateUrl = `${embedPaths.state(page.shopId)}?lang=${page.language}`;
  const text = (id: string, value: string, className = '') =>
    `<p id="${id}"${className ? ` class="${className}"` : ''}${value ? '' : ' hidden'}>${escapeHtml(value)}</p>`;
  return `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(`${page.shopName} – ${words.heading}`)}</title><style>${style}</style></head>
<body><main><h2>${escapeHtml(words.heading)}</h2><h1>${escapeHtml(page.shopName)}</h1>
<div aria-live="polite">${text('status', state.status)}${text('waiting', state.waiting, 'muted')}${text('next', state.next)}</div>
<div class="actions">${link(`${page.publicUrl}${webPaths.barbershop(page.shopId)}`, words.join, 'join', '', !state.canJoin)}
${link(`${page.publicUrl}${webPaths.preBookingBarbershop(page.shopId)}`, words.book, 'book', ' secondary')}</div>
<footer>${escapeHtml(words.poweredBy)}</footer></main>
<script nonce="${page.nonce}">${script(stateUrl)}</script></body></html>`;
}

/**
 * The framed page's own policy: only the listed sites may frame it (none listed: nobody), its
 * one script runs by nonce, and it reaches nothing but Jono itself.
 */
export function embedPolicy(allowedOrigins: string[], nonce: string): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'";
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}
