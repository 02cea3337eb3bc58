import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './identity';

/**
 * One row per studio write (decision 0028): who, when, what, and the changed fields' values
 * before and after. Kept when the actor's account goes (actor set to null).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_entries_created_idx').on(t.createdAt),
  ],
);
