import { deleteFile, markFileUploaded, type FileRow, type UploadModel } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { startVideoProcessing } from '../video/index';
import { findOwnFileOrFail } from './find-own-file-or-fail';
import { SNIFF_BYTES, sniffContentType } from './sniff-content-type';
import { uploadRules } from './upload-models';

const fileError = (messageKey: string, params?: Record<string, string | number>) =>
  new AppError('VALIDATION_FAILED', [{ field: 'file', messageKey, params }]);

/** Refused bytes are deleted with their row, so a rejected upload leaves nothing behind. */
async function refuse(deps: DomainDeps, row: FileRow, error: AppError): Promise<never> {
  await deps.storage.remove(row.key);
  await deleteFile(deps.db, row.id);
  throw error;
}

/**
 * The owner's file under `key`, checked once: it must exist for this owner (another user's key
 * reads as NOT_FOUND) and be of `model` when given, be no larger than the model allows, and its bytes (not its
 * name) must be of an allowed type. Already checked files are returned as they are.
 */
export async function checkUploadedFile(
  deps: DomainDeps,
  ownerId: string | null,
  key: string,
  model?: UploadModel,
): Promise<FileRow> {
  const row = await findOwnFileOrFail(deps, ownerId, key);
  if (model && row.model !== model)
    throw new AppError('VALIDATION_FAILED', [{ field: 'model', messageKey: 'invalid' }]);
  if (row.uploadedAt) return row;
  if (row.model === 'COURSE_VIDEO' && deps.resumableUploads?.hostedVideo) return checkHostedVideo(deps, row);
  const rule = uploadRules[row.model];
  const stored = await deps.storage.inspect(key, SNIFF_BYTES);
  if (!stored || stored.size === 0) throw fileError('required');
  if (stored.size > rule.maxBytes)
    await refuse(deps, row, fileError('fileTooLarge', { max: Math.floor(rule.maxBytes / (1024 * 1024)) }));
  const contentType = sniffContentType(stored.head);
  if (!rule.types.includes(contentType)) await refuse(deps, row, fileError('fileType'));
  const checked = await markFileUploaded(deps.db, row.id, { contentType, size: stored.size, uploadedAt: deps.now() });
  return startVideoProcessing(deps, checked);
}

/**
 * A lesson video sent to its host (Bunny Stream) is checked by asking the host: nothing arrived →
 * `required`; the host refused the bytes → the video is deleted there and here (`fileType`).
 */
async function checkHostedVideo(deps: DomainDeps, row: FileRow): Promise<FileRow> {
  const uploads = deps.resumableUploads!;
  const video = await uploads.hostedVideo!(row.key);
  if (!video || video.status === 'EMPTY') throw fileError('required');
  if (video.status === 'FAILED') {
    await uploads.discard(row.key);
    await deleteFile(deps.db, row.id);
    throw fileError('fileType');
  }
  const checked = await markFileUploaded(deps.db, row.id, {
    contentType: 'video/mp4',
    size: video.size,
    uploadedAt: deps.now(),
  });
  return startVideoProcessing(deps, checked);
}
