import type { ProgramData } from '../api/program-documents';

export type ProgramLecturer = ProgramData['coLecturers'][number];

/** Who teaches the program, as learners see them: the lecturer, then the co-lecturers in order (decision 0076). */
export function lecturersOf(program: Pick<ProgramData, 'lecturer' | 'coLecturers'>): ProgramLecturer[] {
  return [...(program.lecturer ? [program.lecturer] : []), ...program.coLecturers];
}
