import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { checkUploadedFile } from './check-uploaded-file';
import { toFileView, type FileView } from './file-view';
import { uploadFileInputSchema } from './schemas';
import { uploaderOf } from './uploader-of';

/** Confirms an upload made through `generateUploadLink`: the bytes are checked and recorded (still private). */
export async function uploadFile(deps: DomainDeps, caller: Caller, input: unknown): Promise<FileView> {
  const { key, model } = parseInput(uploadFileInputSchema, input);
  return toFileView(await checkUploadedFile(deps, uploaderOf(caller, model), key, model));
}
