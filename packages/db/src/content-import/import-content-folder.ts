import path from 'node:path';
import type { Db } from '../client';
import { ImageQueue } from './images/image-queue';
import { prefetchImages } from './images/prefetch-images';
import { loadContentFiles } from './load-content-files';
import { naturalKeys } from './natural-keys';
import { RecordError } from './record-error';
import { settingsSchema } from './schemas/content';
import { kindSchemas } from './schemas/index';
import {
  CONTENT_KINDS,
  type ContentKind,
  type ImportContext,
  type ImportIssue,
  type ImportOptions,
  type ImportReport,
  type RawRecord,
} from './types';
import { joinPath, validateRecord } from './validate-record';
import { writers } from './writers/index';

type Valid = { raw: RawRecord; value: unknown };

/** The folder's media prefix: option, else the last `settings.mediaPrefix`, else "content". */
function mediaPrefixOf(settings: { file: string; value: unknown }[], errors: ImportIssue[]): string {
  let prefix = 'content';
  for (const s of settings) {
    const v = validateRecord(settingsSchema, s.value, { file: s.file, path: 'settings' });
    if (!v.ok) errors.push(...v.issues);
    else if (v.value.mediaPrefix) prefix = v.value.mediaPrefix;
  }
  return prefix;
}

/**
 * Imports every record of a content folder (layout: load-content-files.ts, demo-content/README.md).
 * Every record is validated as a whole first; each valid one is then written in its own
 * transaction (a program with all its children), in dependency order. Invalid records and records
 * whose references do not resolve are skipped and reported by file and field; the others are
 * imported. Upserts on natural keys make a second run change nothing.
 */
export async function importContentFolder(db: Db, folder: string, options: ImportOptions): Promise<ImportReport> {
  const root = path.resolve(folder);
  const loaded = await loadContentFiles(root);
  const errors = [...loaded.errors];
  const ctx: Omit<ImportContext, 'db'> = {
    options,
    now: options.now ?? new Date(),
    mediaPrefix: options.mediaPrefix ?? mediaPrefixOf(loaded.settings, errors),
    folder: root,
    mediaKeys: new Set(),
    images: new ImageQueue(options.uploadsDir),
  };

  const valid = {} as Record<ContentKind, Valid[]>;
  for (const kind of CONTENT_KINDS) {
    valid[kind] = [];
    for (const raw of loaded.records[kind]) {
      const v = validateRecord(kindSchemas[kind], raw.value, raw);
      if (v.ok) valid[kind].push({ raw, value: v.value });
      else errors.push(...v.issues);
    }
  }
  prefetchImages({ ...ctx, db }, Object.fromEntries(CONTENT_KINDS.map((k) => [k, valid[k].map((r) => r.value)])));

  const imported = Object.fromEntries(CONTENT_KINDS.map((k) => [k, 0])) as Record<ContentKind, number>;
  const seen = new Map<string, string>();
  for (const kind of CONTENT_KINDS) {
    for (const { raw, value } of valid[kind]) {
      const keys = naturalKeys(kind, value as never);
      const duplicate = keys.find(({ key }) => seen.has(key));
      if (duplicate) {
        errors.push({
          file: raw.file,
          path: joinPath(raw.path, [duplicate.field]),
          message: `Duplicate of ${seen.get(duplicate.key)}`,
        });
        continue;
      }
      try {
        await db.transaction(async (tx) => {
          await writers[kind]({ ...ctx, db: tx }, value as never, raw);
        });
      } catch (e) {
        errors.push(
          e instanceof RecordError
            ? { file: raw.file, path: `${raw.path}.${e.field}`, message: e.message }
            : { file: raw.file, path: raw.path, message: `Could not write record: ${(e as Error).message}` },
        );
        continue;
      }
      for (const { key } of keys) seen.set(key, `${raw.file}: ${raw.path}`);
      imported[kind]++;
    }
  }
  return { imported, errors };
}
