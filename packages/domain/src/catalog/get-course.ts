import type { DomainDeps } from '../deps';
import { getProgram } from './get-program';
import type { ProgramView } from './program-view';

/** `course`: a published course or workshop by id or slug (docs/product/shell.md: /program/{id} shows both). */
export function getCourse(deps: DomainDeps, input: unknown): Promise<ProgramView> {
  return getProgram(deps, input, ['COURSE', 'WORKSHOP']);
}
