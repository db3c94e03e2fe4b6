import type { Language } from '@jono/contract';
import { escapeHtml } from '../../lib/escape-html';

export type TestCheckoutState = 'open' | 'paid' | 'finished' | 'expired';

export interface TestCheckoutFacts {
  language: Language;
  state: TestCheckoutState;
  shopName: string;
  /** Already formatted in the page's language. */
  amount: string;
  when: string;
  payUrl: string;
  declineUrl: string;
  /** Where the customer goes on from a checkout that is over. */
  backUrl: string;
}

interface Words {
  title: string;
  banner: string;
  explain: string;
  shop: string;
  amount: string;
  when: string;
  pay: string;
  decline: string;
  paid: string;
  finished: string;
  expired: string;
  back: string;
}

const words: Record<Language, Words> = {
  fi: {
    title: 'Testimaksu',
    banner: 'TESTIMAKSU – rahaa ei siirry',
    explain:
      'Tämä sivu korvaa maksupalvelun, koska palvelussa ei ole maksuja käytössä. Maksa-painike vahvistaa varauksen ilman oikeaa maksua.',
    shop: 'Liike',
    amount: 'Varausmaksu',
    when: 'Aika',
    pay: 'Maksa (testi)',
    decline: 'Hylkää maksu (testi)',
    paid: 'Tämä testimaksu on jo maksettu.',
    finished: 'Tämä testimaksu on jo käsitelty.',
    expired: 'Tämä testimaksu on vanhentunut. Aloita varaus uudelleen.',
    back: 'Takaisin',
  },
  en: {
    title: 'Test payment',
    banner: 'TEST PAYMENT – no money moves',
    explain:
      'This page stands in for the payment provider because no real payments are set up. Pay confirms the booking without any charge.',
    shop: 'Shop',
    amount: 'Booking fee',
    when: 'Time',
    pay: 'Pay (test)',
    decline: 'Decline payment (test)',
    paid: 'This test payment has already been paid.',
    finished: 'This test payment is already finished.',
    expired: 'This test payment has expired. Please start the booking again.',
    back: 'Back',
  },
  es: {
    title: 'Pago de prueba',
    banner: 'PAGO DE PRUEBA – no se mueve dinero',
    explain:
      'Esta página sustituye al proveedor de pagos porque no hay pagos reales configurados. Pagar confirma la reserva sin ningún cargo.',
    shop: 'Barbería',
    amount: 'Tarifa de reserva',
    when: 'Hora',
    pay: 'Pagar (prueba)',
    decline: 'Rechazar el pago (prueba)',
    paid: 'Este pago de prueba ya está pagado.',
    finished: 'Este pago de prueba ya ha terminado.',
    expired: 'Este pago de prueba ha caducado. Vuelve a empezar la reserva.',
    back: 'Volver',
  },
  sv: {
    title: 'Testbetalning',
    banner: 'TESTBETALNING – inga pengar flyttas',
    explain:
      'Den här sidan ersätter betaltjänsten eftersom inga riktiga betalningar är inställda. Betala bekräftar bokningen utan någon debitering.',
    shop: 'Salong',
    amount: 'Bokningsavgift',
    when: 'Tid',
    pay: 'Betala (test)',
    decline: 'Avvisa betalningen (test)',
    paid: 'Den här testbetalningen är redan betald.',
    finished: 'Den här testbetalningen är redan avslutad.',
    expired: 'Den här testbetalningen har gått ut. Börja om bokningen.',
    back: 'Tillbaka',
  },
};

/** Inline styles only: the CSP allows inline style, never inline script. */
const style = `
:root{color-scheme:light dark}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:0 auto;padding:2rem 1rem}
.banner{background:#facc15;color:#18181b;font-weight:800;letter-spacing:.02em;padding:.9rem 1rem;border-radius:.75rem;text-align:center}
.banner small{display:block;font-weight:600;margin-top:.25rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;margin-top:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1rem 0}
dt{color:#52525b}dd{margin:0;font-weight:600}
.actions{display:grid;gap:.75rem;margin-top:1.5rem}
button,a.button{font:inherit;font-weight:700;padding:.85rem 1rem;border-radius:.75rem;border:0;cursor:pointer;text-align:center;text-decoration:none}
button:focus-visible,a.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.pay{background:#16a34a;color:#fff}.decline{background:#e4e4e7;color:#18181b}a.button{background:#18181b;color:#fff;display:block}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}.card{background:#27272a}dt{color:#a1a1aa}.decline{background:#3f3f46;color:#f4f4f5}a.button{background:#f4f4f5;color:#18181b}}
`;

/** The test checkout: plainly a test, in the booking's language (with English beside it). */
export function renderTestCheckout(facts: TestCheckoutFacts): string {
  const w = words[facts.language];
  const english = facts.language === 'en' ? '' : `<small>${escapeHtml(words.en.banner)}</small>`;
  const closed = { paid: w.paid, finished: w.finished, expired: w.expired, open: '' }[facts.state];
  const actions =
    facts.state === 'open'
      ? `<form method="post" action="${escapeHtml(facts.payUrl)}"><button class="pay" type="submit">${escapeHtml(w.pay)}</button></form>
<form method="post" action="${escapeHtml(facts.declineUrl)}"><button class="decline" type="submit">${escapeHtml(w.decline)}</button></form>`
      : `<p role="status">${escapeHtml(closed)}</p><a class="button" href="${escapeHtml(facts.backUrl)}">${escapeHtml(w.back)}</a>`;
  return `<!doctype html>
<html lang="${facts.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(w.title)} – Jono</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="banner" role="alert">${escapeHtml(w.banner)}${english}</p>
<div class="card">
<h1>${escapeHtml(w.title)}</h1>
<p>${escapeHtml(w.explain)}</p>
<dl>
<dt>${escapeHtml(w.shop)}</dt><dd>${escapeHtml(facts.shopName)}</dd>
<dt>${escapeHtml(w.when)}</dt><dd>${escapeHtml(facts.when)}</dd>
<dt>${escapeHtml(w.amount)}</dt><dd>${escapeHtml(facts.amount)}</dd>
</dl>
<div class="actions">
${actions}
</div>
</div>
</main>
</body>
</html>`;
}
