import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, searchOfFilters } from './filters';

const actor = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('audit filters in the address', () => {
  it('reads every filter the address names', () => {
    expect(read(`from=2026-11-01&to=2026-11-24&action=order_cancelled&actor=${actor}`)).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
      action: 'order_cancelled',
      actorId: actor,
    });
  });

  it('leaves out what the server would refuse', () => {
    expect(read('from=2026-02-30&to=yesterday&action=deleted_everything&actor=olli')).toEqual({});
    expect(read('from=2026-11-24&to=2026-11-01')).toEqual({ from: '2026-11-24' });
  });

  it('writes the filters back, empty ones left out, and reads them again the same', () => {
    const filters = { from: '2026-11-01', action: 'price_changed' as const, actorId: actor };
    const search = searchOfFilters({ ...filters, to: '' });
    expect(search.toString()).toBe(`from=2026-11-01&action=price_changed&actor=${actor}`);
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('knows whether anything narrows the list', () => {
    expect(hasFilters(read(''))).toBe(false);
    expect(hasFilters(read('action=queue_changed'))).toBe(true);
  });
});
