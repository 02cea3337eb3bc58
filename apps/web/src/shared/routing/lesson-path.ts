/** The page for a lesson (program layout ids may be a slug; lessons are always ids). */
export function lessonPath(programId: string, lessonId: string): string {
  return `/program/details/${programId}/lesson/${lessonId}`;
}
