import { fromLanguage, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import type { RequestCaller } from '../identity/index';
import { parseInput } from '../validation/index';
import { earningsLecturerFor } from './earnings-viewer';
import { earningsStatementDownloadSchema } from './schemas';
import { statementFileName } from './statement-text';

export interface StatementDownload {
  /** Site-relative, signed; works without a session until `expiresAt`. */
  url: string;
  fileName: string;
  expiresAt: Date;
}

/**
 * `downloadEarningsStatement` (decision 0060): a short-lived link to a lecturer's month as CSV or
 * PDF, for an administrator or that lecturer only (another lecturer's reads as NOT_FOUND).
 */
export async function requestStatementDownload(
  deps: DomainDeps,
  caller: RequestCaller,
  input: unknown,
): Promise<StatementDownload> {
  const { lecturerId: asked, month, format, language } = parseInput(earningsStatementDownloadSchema, input);
  const { actor, lecturerId } = await earningsLecturerFor(deps, caller, asked);
  const locale: Locale = language ? fromLanguage(language) : (caller.locale ?? 'ar');
  const extension = format === 'CSV' ? 'csv' : 'pdf';
  const expiresAt = deps.now().getTime() + deps.downloadLinks.invoiceLinkTtlMs;
  const url = deps.downloadLinks.earningsStatement({
    lecturerId,
    month,
    format: extension,
    viewerId: actor.userId,
    locale,
    expiresAt,
  });
  return { url, fileName: statementFileName(lecturerId, month, extension), expiresAt: new Date(expiresAt) };
}
