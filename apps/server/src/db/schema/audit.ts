import {
  type AuditAction,
  type AuditDetails,
  auditActions,
  auditSubjectKinds,
} from '@jono/contract';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { shopRef } from './shops';
import { staffUsers } from './staff';

/**
 * What staff did to customers and money, and every change to the shop's set-up (settings,
 * hours, holidays, menu, team), kept a year. The actor's name and the subject's label
 * are copied in, so an entry still reads right when the account or the service is gone and
 * when the customer's details have been wiped (labels are short codes, never names).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    shopId: shopRef(),
    actorId: uuid('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: auditActions }).$type<AuditAction>().notNull(),
    subjectKind: text('subject_kind', { enum: auditSubjectKinds }).notNull(),
    subjectId: uuid('subject_id'),
    subjectLabel: text('subject_label').notNull(),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entries_shop_time_idx').on(t.shopId, t.createdAt)],
);
