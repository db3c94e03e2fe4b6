import { useSearchParams } from 'react-router';
import type { AuditFilters } from '../api/audit-log';
import { filtersFromSearch, searchOfFilters } from '../utils/filters';

/**
 * The list's filters, kept in the address so a reload, a shared link and the back button
 * show the same entries. Each change is a step of its own in the history.
 */
export function useAuditFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  // A step that changes nothing (a date half typed, then still no date) adds no history.
  const go = (next: URLSearchParams) => {
    if (next.toString() !== searchOfFilters(filters).toString()) setSearch(next);
  };
  const change = (changes: AuditFilters) => go(searchOfFilters({ ...filters, ...changes }));
  const clear = () => go(new URLSearchParams());
  return { filters, change, clear };
}
