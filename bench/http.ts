import type { SessionResponse, ShopDetail, ShopSummary } from '@jono/contract';

/** A JSON client for a benchmark's own server: fails loudly on any non-2xx answer. */
export function jsonClient(base: string) {
  return async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** The demo shop open around the clock, its first service, and its owner signed in. */
export async function demoShopWithOwner(json: ReturnType<typeof jsonClient>) {
  const [shop] = (await json<{ data: ShopSummary[] }>('/api/shops?q=mannerheimintie')).data;
  if (!shop) throw new Error('the 24/7 demo shop is missing');
  const service = (await json<{ data: ShopDetail }>(`/api/shops/${shop.id}`)).data.categories[0]
    ?.services[0];
  if (!service) throw new Error('the demo shop has no services');
  const owner = await json<SessionResponse>('/api/auth/email-login', {
    method: 'POST',
    body: JSON.stringify({ email: 'owner.keskusta@demo.jono.fi', password: 'JonoDemo2026!' }),
  });
  return { shop, service, owner: owner.session };
}
