import { between, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { refreshSalesDays } from './analytics-sales';
import { analyticsDailyEmptySearches, analyticsDailyPrograms, analyticsDailyTotals } from '../../schema/index';
import { cairoBetween, inPrograms, type DayRange } from './days';

export type { DayRange } from './days';

const cairoDay = sql`(occurred_at at time zone 'Africa/Cairo')::date`;

const eventsOf = (range: DayRange): SQL => cairoBetween(sql`occurred_at`, range);

/**
 * Recounts the rollups of these Cairo days (decision 0059): from the raw events, events per program
 * and kind, per kind, and the searches that found nothing; from the orders, the money. Run by the job runner for yesterday and
 * today, and for today when a dashboard asks for it; two at once end with the same counts.
 */
export async function refreshAnalyticsDays(db: DbOrTx, range: DayRange): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [analyticsDailyPrograms, analyticsDailyTotals, analyticsDailyEmptySearches])
      await tx.delete(table).where(between(table.day, range.from, range.to));
    await tx.execute(sql`insert into analytics_daily_programs (day, program_id, kind, events, users)
      select ${cairoDay}, program_id, kind, count(*)::int, count(distinct user_id)::int from analytics_events
      where ${eventsOf(range)} and program_id is not null group by 1, 2, 3
      on conflict (day, program_id, kind) do update set events = excluded.events, users = excluded.users`);
    await tx.execute(sql`insert into analytics_daily_totals (day, kind, events, users)
      select ${cairoDay}, kind, count(*)::int, count(distinct user_id)::int from analytics_events
      where ${eventsOf(range)} group by 1, 2
      on conflict (day, kind) do update set events = excluded.events, users = excluded.users`);
    await tx.execute(sql`insert into analytics_daily_empty_searches (day, query, searches)
      select ${cairoDay}, query, count(*)::int from analytics_events
      where ${eventsOf(range)} and kind = 'SEARCH' and result_count = 0 and query is not null group by 1, 2
      on conflict (day, query) do update set searches = excluded.searches`);
    await refreshSalesDays(tx, range);
  });
}

export interface ProgramKindCountRow {
  programId: string;
  kind: string;
  events: number;
  users: number;
}

/** Events per program and kind over the days; `programIds` null: every program. */
export async function sumAnalyticsByProgram(
  db: DbOrTx,
  params: DayRange & { programIds: string[] | null },
): Promise<ProgramKindCountRow[]> {
  const scope = inPrograms(sql`program_id`, params.programIds);
  const result = await db.execute(sql`select program_id as "programId", kind,
      sum(events)::float8 as events, sum(users)::float8 as users
    from analytics_daily_programs where day between ${params.from}::date and ${params.to}::date and ${scope}
    group by program_id, kind`);
  return (result as unknown as { rows: ProgramKindCountRow[] }).rows;
}

export interface DayKindCountRow {
  day: string;
  kind: string;
  events: number;
}

/** Events per day and kind over the days, whatever the program. */
export async function sumAnalyticsByDay(db: DbOrTx, range: DayRange): Promise<DayKindCountRow[]> {
  const result = await db.execute(sql`select day::text as day, kind, events
    from analytics_daily_totals where day between ${range.from}::date and ${range.to}::date`);
  return (result as unknown as { rows: DayKindCountRow[] }).rows;
}

export interface EmptySearchRow {
  query: string;
  searches: number;
}

/** The searches that found nothing, most asked first. */
export async function listEmptySearches(db: DbOrTx, params: DayRange & { limit: number }): Promise<EmptySearchRow[]> {
  const result = await db.execute(sql`select query, sum(searches)::float8 as searches
    from analytics_daily_empty_searches where day between ${params.from}::date and ${params.to}::date
    group by query order by 2 desc, query limit ${params.limit}`);
  return (result as unknown as { rows: EmptySearchRow[] }).rows;
}

/**
 * The first Cairo day the rollups lack when they hold nothing yet (the first run after they were
 * added counts the whole history); null once they have rows.
 */
export async function firstUnrolledDay(db: DbOrTx): Promise<string | null> {
  const result = await db.execute(sql`select case when exists (select 1 from analytics_daily_orders)
      or exists (select 1 from analytics_daily_totals) then null
    else least((select min(paid_at) from orders where status = 'PAID'), (select min(occurred_at) from analytics_events))
      at time zone 'Africa/Cairo' end::date::text as day`);
  return (result as unknown as { rows: Array<{ day: string | null }> }).rows[0]?.day ?? null;
}
