import { listLecturers as queryLecturers } from '@manara/db';
import { toLecturerView, type LecturerView } from './lecturer-view';
import { normalizeSearchText, type Locale } from '@manara/i18n';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { lecturerListInputSchema } from './schemas';

/** `lecturers`: approved lecturers, filtered by job title, field or name, sorted, paged. */
export async function listLecturers(deps: DomainDeps, input: unknown, locale: Locale): Promise<Page<LecturerView>> {
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
  return pageOf(rows.map(toLecturerView), paginate, totalCount);
}
