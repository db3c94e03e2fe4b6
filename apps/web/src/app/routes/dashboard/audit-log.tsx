import { AuditLogPanel } from '@/features/staff-audit/components/audit-log-panel';

/** /dashboard/audit-log (owner): the shop's record of what staff did, and who. */
export function AuditLogRoute() {
  return <AuditLogPanel />;
}
