import { useSearchParams } from 'react-router';
import type { RefundStatus, RefundsFilter } from '../api/refunds';

const statuses: readonly RefundStatus[] = ['requested', 'approved', 'refunded', 'rejected'];
/** 'all' in the address stands for every status; no status means the ones waiting. */
export const allParam = 'all';
/** The filter's choices in the order they are offered: each status, then all of them. */
export const refundsFilterOptions: readonly RefundsFilter[] = [...statuses, null];

/** The refunds list's status filter, kept in the address (?status=) so a reload keeps it. */
export function useRefundsFilter(): [RefundsFilter, (filter: RefundsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const filter: RefundsFilter =
    param === allParam ? null : (statuses.find((status) => status === param) ?? 'requested');
  const setFilter = (next: RefundsFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'requested') updated.delete('status');
        else updated.set('status', next ?? allParam);
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}
