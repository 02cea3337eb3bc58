import { findLecturerApplicationDetail, findUserById } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import type { PublicObject } from '../ports/index';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { lecturerApplicationIdSchema } from './application-schemas';
import {
  toStudioLecturerApplicationDetailView,
  type StudioLecturerApplicationDetailView,
} from './studio-application-view';

export interface LecturerCvLink {
  /** Site-relative and signed for the administrator who asked; works until `expiresAt`. */
  url: string;
  expiresAt: Date;
}

/** One application with everything the applicant gave, administrators only; unknown id: NOT_FOUND. */
export async function getLecturerApplication(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioLecturerApplicationDetailView> {
  const { applicationId } = parseInput(lecturerApplicationIdSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const row = await findLecturerApplicationDetail(deps.db, applicationId);
  if (!row) throw new AppError('NOT_FOUND');
  return toStudioLecturerApplicationDetailView(row);
}

/**
 * A short-lived signed link to an application's CV (decision 0051), made for the administrator
 * asking: the CV stays in private storage and the link stops working after `cvLinkTtlMs`.
 */
export async function requestLecturerCvDownload(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<LecturerCvLink> {
  const { applicationId } = parseInput(lecturerApplicationIdSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  if (!(await findLecturerApplicationDetail(deps.db, applicationId))) throw new AppError('NOT_FOUND');
  const expiresAt = deps.now().getTime() + deps.downloadLinks.cvLinkTtlMs;
  const url = deps.downloadLinks.lecturerCv({ applicationId, adminId: actor.userId, expiresAt });
  return { url, expiresAt: new Date(expiresAt) };
}

export interface LecturerCvFile {
  fileName: string;
  contentType: string;
  object: PublicObject;
}

/**
 * The CV behind a signed link (decision 0051): only while `adminId` is still an administrator,
 * read from private storage. NOT_FOUND otherwise, so a link reveals nothing once it is refused.
 */
export async function openLecturerCv(
  deps: DomainDeps,
  adminId: string,
  applicationId: string,
): Promise<LecturerCvFile> {
  const admin = await findUserById(deps.db, adminId);
  if (!admin || admin.role !== 'ADMIN' || admin.isDeleted) throw new AppError('NOT_FOUND');
  const row = await findLecturerApplicationDetail(deps.db, applicationId);
  const object = row ? await deps.storage.readPrivate(row.cvKey) : null;
  if (!row || !object) throw new AppError('NOT_FOUND');
  const contentType = row.cvContentType ?? 'application/octet-stream';
  const extension = cvExtensions[contentType] ?? '';
  return { fileName: `cv-${row.lastName || row.id}${extension}`.replace(/[^\w.-]+/g, '-'), contentType, object };
}

const cvExtensions: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};
