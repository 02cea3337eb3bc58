import { sql } from 'drizzle-orm';
import { index, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every upload key (`files/<model>/<name>`) inside a pair of rich-text columns: the expression the
 * rich-text tables index and the unsaved-uploads sweep probes (migration 0051, decision 0077).
 */
export const embeddedFileKeys = (a: AnyPgColumn, b: AnyPgColumn) => sql<string[]>`embedded_file_keys(${a}, ${b})`;

/** A partial index on a column naming an upload by its key: the sweep's probe (decision 0077). */
export const uploadKeyIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .on(column)
    .where(sql`${column} is not null`);
