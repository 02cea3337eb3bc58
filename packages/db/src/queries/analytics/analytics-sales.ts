import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { inPrograms, type DayRange } from './days';

// Money and learners come from the commerce tables themselves (always current, today included):
// an item's share of its order is what it paid net of VAT, and a refund is shared out the same way.

type Scoped = DayRange & { programIds: string[] | null };

function between(column: SQL, { from, to }: DayRange): SQL {
  return sql`${column} >= (${from}::date::timestamp at time zone 'Africa/Cairo')
    and ${column} < ((${to}::date + 1)::timestamp at time zone 'Africa/Cairo')`;
}

export interface SalesRow {
  /** Set on the per-day rows. */
  day: string | null;
  /** Set on the per-program rows. */
  programId: string | null;
  orders: number;
  items: number;
  netPiastres: number;
  refundedPiastres: number;
}

/** Paid orders' items net of VAT, and completed refunds net of VAT, per Cairo day and per program. */
export async function sumSales(db: DbOrTx, params: Scoped): Promise<SalesRow[]> {
  const result = await db.execute(sql`
    with lines as (
      select (o.paid_at at time zone 'Africa/Cairo')::date as day, i.program_id, o.id as order_id,
        1 as items, (i.paid_piastres - i.vat_piastres)::float8 as net, 0::float8 as refunded
      from orders o join order_items i on i.order_id = o.id
      where o.status = 'PAID' and ${between(sql`o.paid_at`, params)} and ${inPrograms(sql`i.program_id`, params.programIds)}
      union all
      select (r.created_at at time zone 'Africa/Cairo')::date, i.program_id, null, 0, 0,
        r.amount_piastres::float8 * (i.paid_piastres - i.vat_piastres) / nullif(o.total_piastres, 0)
      from refunds r join orders o on o.id = r.order_id join order_items i on i.order_id = o.id
      where r.status = 'COMPLETED' and ${between(sql`r.created_at`, params)} and ${inPrograms(sql`i.program_id`, params.programIds)}
    )
    select day::text as day, program_id as "programId", count(distinct order_id)::int as orders,
      sum(items)::int as items, round(sum(net) - coalesce(sum(refunded), 0))::float8 as "netPiastres",
      round(coalesce(sum(refunded), 0))::float8 as "refundedPiastres"
    from lines group by grouping sets ((day), (program_id))`);
  return (result as unknown as { rows: SalesRow[] }).rows;
}

export interface NewLearnersRow {
  day: string;
  learners: number;
}

/** Learners whose first enrolment (in the programs, or anywhere) began that Cairo day. */
export async function countNewLearners(db: DbOrTx, params: Scoped): Promise<NewLearnersRow[]> {
  const scope = inPrograms(sql`program_id`, params.programIds);
  const result = await db.execute(sql`
    select (first_at at time zone 'Africa/Cairo')::date::text as day, count(*)::int as learners
    from (select user_id, min(created_at) as first_at from enrollments where ${scope} group by user_id) f
    where ${between(sql`first_at`, params)} group by 1`);
  return (result as unknown as { rows: NewLearnersRow[] }).rows;
}

export interface AnalyticsProgramRow {
  id: string;
  arTitle: string;
  enTitle: string;
}

/** Titles of these programs. */
export async function listAnalyticsPrograms(db: DbOrTx, ids: string[]): Promise<AnalyticsProgramRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`select id, ar_title as "arTitle", en_title as "enTitle"
    from learning_programs where id in ${ids}`);
  return (result as unknown as { rows: AnalyticsProgramRow[] }).rows;
}

/** The programs a lecturer gives (their analytics scope). */
export async function listLecturerProgramIds(db: DbOrTx, lecturerId: string): Promise<string[]> {
  const result = await db.execute(sql`select id from learning_programs where lecturer_id = ${lecturerId}`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}

/** The programs behind these route keys (a program page's id or slug); unknown keys are left out. */
export async function findProgramIdsByRouteKeys(db: DbOrTx, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const result =
    await db.execute(sql`select slug as key, program_id as "programId" from program_slugs where slug in ${keys}
    union all select id::text, id from learning_programs where id::text in ${keys}`);
  return new Map(
    (result as unknown as { rows: Array<{ key: string; programId: string }> }).rows.map((r) => [r.key, r.programId]),
  );
}
