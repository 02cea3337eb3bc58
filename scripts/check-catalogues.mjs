#!/usr/bin/env node
// Fails when a translation key exists in one language and not the other (docs/product/shell.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/i18n/messages');
const flatten = (node, prefix = '') =>
  node && typeof node === 'object'
    ? Object.entries(node).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
let problems = 0;
for (const namespace of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  const read = (lang) => JSON.parse(readFileSync(path.join(dir, namespace.name, `${lang}.json`), 'utf8'));
  const [ar, en] = [new Set(flatten(read('ar'))), new Set(flatten(read('en')))];
  const report = (key, lang) => {
    problems += 1;
    console.error(`${namespace.name}: "${key}" missing in ${lang}`);
  };
  for (const key of ar) if (!en.has(key)) report(key, 'en');
  for (const key of en) if (!ar.has(key)) report(key, 'ar');
  const index = readFileSync(path.join(dir, 'index.ts'), 'utf8');
  if (!index.includes(`./${namespace.name}/ar.json`) || !index.includes(`./${namespace.name}/en.json`)) {
    problems += 1;
    console.error(`${namespace.name}: not registered in messages/index.ts`);
  }
}
console.log(problems ? `${problems} catalogue problem(s)` : 'catalogues: every key in Arabic and English');
process.exit(problems ? 1 : 0);
