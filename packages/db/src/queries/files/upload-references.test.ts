import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../schema/index';
import { richTextReferences, uploadReferences } from './upload-references';

// The map of where records name uploads (decision 0077) against the Drizzle schema: a column
// forgotten here is a file the sweep would remove while a record still shows it.

const name = (column: AnyPgColumn) => `${getTableName(column.table)}.${column.name}`;
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const references = Object.values(uploadReferences).flat();
const named = (by: 'id' | 'key') => new Set(references.filter((r) => r.by === by).map((r) => name(r.column)));

/** Text columns whose names sound like an address or a picture but never hold an upload's key. */
const notUploads: Record<string, string> = {
  'lessons.live_session_url': 'the join link of a live session',
  'notifications.url': 'the page a notification opens',
  'comments.attachment_name': 'the file name shown beside an attachment (the file is attachment_file_id)',
  'rate_limits.key': 'a rate-limit bucket',
  'idempotent_requests.key': 'an idempotency key',
  'jobs.dedupe_key': 'a job’s dedupe key',
  'whatsapp_messages.dedupe_key': 'a message’s dedupe key',
};
const SOUNDS_LIKE_AN_UPLOAD =
  /image|picture|photo|thumbnail|avatar|video|poster|file|cv|url|key|attachment|logo|banner|cover|media|icon/;

describe('where records name uploads', () => {
  it('names every foreign key to files.id, and nothing else by id', () => {
    const foreignKeys = tables.flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.map((fk) => fk.reference())
        .filter((ref) => ref.foreignTable === schema.files)
        .flatMap((ref) => ref.columns.map(name)),
    );
    expect(foreignKeys.length).toBeGreaterThan(0);
    expect(new Set(foreignKeys)).toEqual(named('id'));
  });

  it('names every text column that sounds like it holds an upload, or says why not', () => {
    const columns = tables
      .filter((table) => table !== schema.files)
      .flatMap((table) => getTableConfig(table).columns)
      .filter((column) => column.dataType === 'string' && column.columnType === 'PgText')
      .filter((column) => SOUNDS_LIKE_AN_UPLOAD.test(column.name))
      .map(name);
    const byKey = named('key');
    expect(columns.filter((column) => !byKey.has(column) && !(column in notUploads))).toEqual([]);
    // Both lists stay true to the schema: no stale entries.
    expect([...byKey].filter((column) => !columns.includes(column))).toEqual([]);
    expect(Object.keys(notUploads).filter((column) => !columns.includes(column))).toEqual([]);
  });

  it('reads rich text in pairs of text columns of one table', () => {
    for (const [a, b] of richTextReferences) {
      expect(a.table, name(a)).toBe(b.table);
      expect([a.columnType, b.columnType]).toEqual(['PgText', 'PgText']);
    }
    expect(richTextReferences.map(([a, b]) => `${name(a)}+${b.name}`)).toEqual([
      'learning_programs.en_about+ar_about',
      'lessons.en_content+ar_content',
      'blogs.en_content+ar_content',
      'policies.content_en+content_ar',
    ]);
  });
});
