import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { CONTENT_KINDS, type ContentKind, type ImportIssue, type RawRecord } from './types';

export interface LoadedContent {
  records: Record<ContentKind, RawRecord[]>;
  settings: { file: string; value: unknown }[];
  errors: ImportIssue[];
}

const CONTENT_FILE = /\.(ya?ml|json)$/i;

async function listFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(root, rel)));
    else if (CONTENT_FILE.test(entry.name)) files.push(rel);
  }
  return files.sort();
}

function parseFile(file: string, source: string): { data?: unknown; error?: string } {
  if (file.toLowerCase().endsWith('.json')) {
    try {
      return { data: JSON.parse(source) };
    } catch (e) {
      return { error: `Invalid JSON: ${(e as Error).message}` };
    }
  }
  const doc = parseDocument(source, { uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const at = first.linePos?.[0];
    return {
      error: `Invalid YAML${at ? ` at line ${at.line}, column ${at.col}` : ''}: ${first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
    };
  }
  return { data: doc.toJS({ maxAliasCount: 1000 }) };
}

/**
 * Reads every .yaml/.yml/.json file under `folder` (recursively, sorted, skipping names starting
 * with "." or "_"). Each file is an object whose keys are content kinds holding arrays of records,
 * plus an optional `settings` object.
 */
export async function loadContentFiles(folder: string): Promise<LoadedContent> {
  const records = Object.fromEntries(CONTENT_KINDS.map((k) => [k, [] as RawRecord[]])) as Record<
    ContentKind,
    RawRecord[]
  >;
  const settings: LoadedContent['settings'] = [];
  const errors: ImportIssue[] = [];
  for (const file of await listFiles(folder)) {
    const parsed = parseFile(file, await readFile(path.join(folder, file), 'utf8'));
    if (parsed.error !== undefined) {
      errors.push({ file, path: '', message: parsed.error });
      continue;
    }
    const data = parsed.data;
    if (data === null || data === undefined) continue; // empty file
    if (typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ file, path: '', message: 'Must be an object whose keys are content kinds' });
      continue;
    }
    for (const [key, value] of Object.entries(data)) {
      if (key === 'settings') {
        settings.push({ file, value });
      } else if (!(CONTENT_KINDS as readonly string[]).includes(key)) {
        errors.push({
          file,
          path: key,
          message: `Unknown content kind (expected one of: settings, ${CONTENT_KINDS.join(', ')})`,
        });
      } else if (!Array.isArray(value)) {
        errors.push({ file, path: key, message: 'Must be a list of records' });
      } else {
        const list = records[key as ContentKind];
        value.forEach((item, i) => {
          list.push({ kind: key as ContentKind, file, path: `${key}[${i}]`, ordinal: list.length, value: item });
        });
      }
    }
  }
  return { records, settings, errors };
}
