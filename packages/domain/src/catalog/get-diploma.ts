import type { DomainDeps } from '../deps';
import { getProgram } from './get-program';
import type { ProgramView } from './program-view';

/** `diploma`: a published diploma (track) by id or slug. */
export function getDiploma(deps: DomainDeps, input: unknown): Promise<ProgramView> {
  return getProgram(deps, input, ['DIPLOMA']);
}
