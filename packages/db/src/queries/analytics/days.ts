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

/** `column` falls on one of the Cairo days. */
export function cairoBetween(column: SQL, { from, to }: DayRange): SQL {
  return sql`${column} >= (${from}::date::timestamp at time zone 'Africa/Cairo')
    and ${column} < ((${to}::date + 1)::timestamp at time zone 'Africa/Cairo')`;
}
