import { markFilesPublic } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { checkUploadedFile } from './check-uploaded-file';
import { toFileView, type FileView } from './file-view';
import { findOwnFileOrFail } from './find-own-file-or-fail';
import { makeFilesPublicInputSchema } from './schemas';

/**
 * Publishes the caller's own checked uploads so `/media/<key>` and `/img/<key>` serve them.
 * Every key is checked before any is published, so one bad key changes nothing.
 */
export async function makeFilesPublicAfterUpload(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<FileView[]> {
  const viewer = requireViewer(caller);
  const { keys } = parseInput(makeFilesPublicInputSchema, input);
  const unique = [...new Set(keys)];
  await Promise.all(unique.map((key) => findOwnFileOrFail(deps, viewer.userId, key)));
  const checked = [];
  for (const key of unique) checked.push(await checkUploadedFile(deps, viewer.userId, key));
  for (const row of checked) await deps.storage.publish(row.key);
  await markFilesPublic(
    deps.db,
    checked.map((row) => row.id),
  );
  return checked.map((row) => toFileView({ ...row, isPublic: true }));
}
