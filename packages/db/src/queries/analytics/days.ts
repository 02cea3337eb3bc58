import { sql, type SQL } from 'drizzle-orm';

/** Cairo calendar days as YYYY-MM-DD, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/** `column in (ids)`; null: no condition (every program). */
export function inPrograms(column: SQL, programIds: string[] | null): SQL {
  if (programIds === null) return sql`true`;
  return programIds.length === 0 ? sql`false` : sql`${column} in ${programIds}`;
}
