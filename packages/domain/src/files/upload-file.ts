import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { checkUploadedFile } from './check-uploaded-file';
import { toFileView, type FileView } from './file-view';
import { uploadFileInputSchema } from './schemas';

/** Confirms an upload made through `generateUploadLink`: the bytes are checked and recorded (still private). */
export async function uploadFile(deps: DomainDeps, caller: Caller, input: unknown): Promise<FileView> {
  const viewer = requireViewer(caller);
  const { key, model } = parseInput(uploadFileInputSchema, input);
  return toFileView(await checkUploadedFile(deps, viewer.userId, key, model));
}
