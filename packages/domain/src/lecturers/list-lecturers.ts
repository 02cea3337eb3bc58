import { listLecturers as queryLecturers, type LecturerRow } from '@manara/db';
import { normalizeSearchText, type Locale } from '@manara/i18n';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { lecturerListInputSchema } from './schemas';

/** `lecturers`: approved lecturers, filtered by job title, field or name, sorted, paged. */
export async function listLecturers(deps: DomainDeps, input: unknown, locale: Locale): Promise<Page<LecturerRow>> {
  const { filter, paginate, sort } = parseInput(lecturerListInputSchema, input);
  const name = filter.searchKey ? normalizeSearchText(filter.searchKey).replace(/[%_\\]/g, '') : '';
  const { rows, totalCount } = await queryLecturers(deps.db, {
    jobTitleId: filter.jobTitleId,
    fieldOfTrainingId: filter.fieldOfTrainingId,
    name: name || undefined,
    sort,
    nameLanguage: locale,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(rows, paginate, totalCount);
}
