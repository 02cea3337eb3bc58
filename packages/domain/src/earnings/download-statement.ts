import { findUserById } from '@manara/db';
import type { Locale } from '@manara/i18n';
import { invoiceSeller } from '../commerce/index';
import type { Caller, DomainDeps } from '../deps';
import { earningsLecturerFor } from './earnings-viewer';
import { loadEarningsStatement } from './get-earnings-statement';
import { renderStatementCsv } from './render-statement-csv';
import { renderStatementHtml } from './render-statement-html';
import { statementFileName } from './statement-text';

export interface StatementFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

/**
 * The statement file a signed link names (decision 0060), rendered for `viewerId`, who is checked
 * again as at the link's making (an administrator, or that lecturer): a lecturer who lost the
 * studio since, or anyone else, gets NOT_FOUND or FORBIDDEN like every studio refusal.
 */
export async function downloadStatement(
  deps: DomainDeps,
  viewerId: string,
  request: { lecturerId: string; month: string; format: 'csv' | 'pdf'; locale: Locale },
): Promise<StatementFile> {
  const caller = await callerOf(deps, viewerId);
  const { lecturerId } = await earningsLecturerFor(deps, caller, request.lecturerId);
  const view = await loadEarningsStatement(deps, lecturerId, request.month);
  const fileName = statementFileName(lecturerId, request.month, request.format);
  if (request.format === 'csv')
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      body: new TextEncoder().encode(renderStatementCsv(view, request.locale)),
    };
  const html = renderStatementHtml(view, invoiceSeller(deps), request.locale);
  return { fileName, contentType: 'application/pdf', body: await deps.pdf.renderHtml(html, { format: 'A4' }) };
}

/** The link's viewer as a caller, as their account stands now (a blocked or deleted one is nobody). */
async function callerOf(deps: DomainDeps, viewerId: string): Promise<Caller> {
  const user = await findUserById(deps.db, viewerId);
  const viewer =
    user && !user.isBlocked && !user.isDeleted ? { userId: user.id, sessionId: '', role: user.role } : null;
  return { viewer, ip: '', userAgent: '' };
}
