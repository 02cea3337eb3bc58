import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * This package's folder (migrations and demo content live there), found through Node's own
 * resolution so it holds both for the TypeScript sources and inside the API's built bundle.
 */
export const packageDir = path.dirname(createRequire(import.meta.url).resolve('@manara/db/package.json'));
