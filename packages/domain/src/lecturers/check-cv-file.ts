import { isCvFileClaimed, type FileRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError, isAppError } from '../errors/index';
import { checkUploadedFile } from '../files/index';

const cvError = (messageKey: string, params?: Record<string, string | number>) =>
  new AppError('VALIDATION_FAILED', [{ field: 'cvFile', messageKey, params }]);

/**
 * The applicant's CV upload, checked by its bytes (PDF, DOC or DOCX within the size limit) and
 * not yet backing another application. The uploader is the viewer, or nobody for a visitor.
 * The files module's errors name `file`/`key`; here they name the form's `cvFile` field.
 */
export async function checkCvFile(deps: DomainDeps, uploaderId: string | null, key: string): Promise<FileRow> {
  let file: FileRow;
  try {
    file = await checkUploadedFile(deps, uploaderId, key, 'LECTURER_CV_FILE');
  } catch (error) {
    if (!isAppError(error)) throw error;
    const first = error.fieldErrors[0];
    throw cvError(first && first.messageKey !== 'invalid' ? first.messageKey : 'invalid', first?.params);
  }
  if (await isCvFileClaimed(deps.db, file.id)) throw cvError('invalid');
  return file;
}
