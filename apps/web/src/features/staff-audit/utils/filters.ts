import { type AuditAction, auditActions } from '@jono/contract/api/audit';
import { isLocalDate } from '@jono/contract/rules/local-date';
import type { AuditFilters } from '../api/audit-log';

/** The address's names for the filters: `?from=2026-11-01&to=…&action=…&actor=…`. */
const names = { from: 'from', to: 'to', action: 'action', actorId: 'actor' } as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isAction = (value: string | null): value is AuditAction =>
  auditActions.some((action) => action === value);

/**
 * The filters an address asks for. What the server would refuse (a date that is no date, an
 * unknown action, an end before the start) is left out, so an edited or old link still shows
 * a list rather than an error.
 */
export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const from = search.get(names.from);
  const to = search.get(names.to);
  const action = search.get(names.action);
  const actorId = search.get(names.actorId);
  const filters: AuditFilters = {};
  if (isLocalDate(from)) filters.from = from;
  if (isLocalDate(to) && !(filters.from && to < filters.from)) filters.to = to;
  if (isAction(action)) filters.action = action;
  if (actorId && uuidPattern.test(actorId)) filters.actorId = actorId;
  return filters;
}

/** The address of the given filters; one left empty is left out. */
export function searchOfFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['from', 'to', 'action', 'actorId'] as const) {
    const value = filters[key];
    if (value) search.set(names[key], value);
  }
  return search;
}

export const hasFilters = (filters: AuditFilters) => Object.keys(filters).length > 0;
