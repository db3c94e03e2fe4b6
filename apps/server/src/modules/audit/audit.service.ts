import {
  AUDIT_KEEP_DAYS,
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditPage,
  addDays,
  type auditQuery,
  errorCodes,
  zonedInstant,
} from '@jono/contract';
import { and, asc, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { auditEntries } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { staffNames } from '../auth/staff-names.service';

type AuditRow = typeof auditEntries.$inferSelect;

/** One staff action, written in the transaction that makes the change, so both or neither land. */
export interface AuditFact {
  shopId: string;
  actorId: string;
  at: Date;
  action: AuditAction;
  subject: { kind: AuditRow['subjectKind']; id: string | null; label: string };
  details?: AuditDetails;
}

export async function recordAudit(tx: Db, fact: AuditFact): Promise<void> {
  const names = await staffNames(tx, [fact.actorId]);
  await tx.insert(auditEntries).values({
    shopId: fact.shopId,
    actorId: fact.actorId,
    actorName: names.get(fact.actorId) ?? '',
    action: fact.action,
    subjectKind: fact.subject.kind,
    subjectId: fact.subject.id,
    subjectLabel: fact.subject.label,
    details: fact.details ?? {},
    // The application's clock, to the millisecond, so a page's cursor names an entry exactly.
    createdAt: fact.at,
  });
}

const presentEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  action: row.action,
  actor: { id: row.actorId, name: row.actorName },
  subject: { kind: row.subjectKind, id: row.subjectId, label: row.subjectLabel },
  details: row.details,
});

/** A page's cursor is the last entry's instant and id: the order entries are listed in. */
const cursorOf = (row: AuditRow) => `${row.createdAt.toISOString()}_${row.id}`;

function olderThan(cursor: string): SQL | undefined {
  const [at, id] = cursor.split('_');
  const instant = new Date(at ?? '');
  if (!id || Number.isNaN(+instant) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new HttpError(
      400,
      'querystring.before: not a cursor this list gave',
      errorCodes.validation,
    );
  }
  return or(
    lt(auditEntries.createdAt, instant),
    and(eq(auditEntries.createdAt, instant), lt(auditEntries.id, id)),
  );
}

/** The shop's record, newest first, filtered by local dates, action and who did it. */
export async function auditPage(
  db: Db,
  shopId: string,
  timezone: string,
  query: z.output<typeof auditQuery>,
): Promise<Omit<AuditPage, 'timezone'>> {
  const conditions = [
    eq(auditEntries.shopId, shopId),
    query.from ? gte(auditEntries.createdAt, zonedInstant(query.from, 0, timezone)) : undefined,
    query.to
      ? lt(auditEntries.createdAt, zonedInstant(addDays(query.to, 1), 0, timezone))
      : undefined,
    query.action ? eq(auditEntries.action, query.action) : undefined,
    query.actorId ? eq(auditEntries.actorId, query.actorId) : undefined,
    query.before ? olderThan(query.before) : undefined,
  ];
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(presentEntry),
    cursor: rows.length > query.limit && last ? cursorOf(last) : null,
    actors: await actorsOf(db, shopId),
  };
}

/** Everyone named in the record, by their current name where the account still exists. */
async function actorsOf(db: Db, shopId: string) {
  const rows = await db
    .selectDistinct({ id: auditEntries.actorId, name: auditEntries.actorName })
    .from(auditEntries)
    .where(eq(auditEntries.shopId, shopId));
  const ids = [...new Set(rows.flatMap((r) => (r.id ? [r.id] : [])))];
  const current = await staffNames(db, ids);
  return ids
    .map((id) => ({ id, name: current.get(id) ?? rows.find((r) => r.id === id)?.name ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every entry of a shop, oldest first, for the owner's export. */
export function auditRowsOf(db: Db, shopId: string): Promise<AuditEntry[]> {
  return db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.shopId, shopId))
    .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id))
    .then((rows) => rows.map(presentEntry));
}

/** The record is kept a year; older entries go. Returns how many went. */
export async function forgetOldAudit(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_KEEP_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(auditEntries)
    .where(lt(auditEntries.createdAt, cutoff))
    .returning({ id: auditEntries.id });
  return gone.length;
}

/** When the shop's staff last took this action, if they ever did (kept entries only). */
export async function lastActionAt(db: Db, shopId: string, action: AuditFact['action']) {
  const [row] = await db
    .select({ at: auditEntries.createdAt })
    .from(auditEntries)
    .where(and(eq(auditEntries.shopId, shopId), eq(auditEntries.action, action)))
    .orderBy(desc(auditEntries.createdAt))
    .limit(1);
  return row?.at ?? null;
}
