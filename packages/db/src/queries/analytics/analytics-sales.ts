import { between, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { analyticsDailyOrders, analyticsDailySales } from '../../schema/index';
import { cairoBetween, inPrograms, type DayRange } from './days';

// Money comes from the commerce tables, rolled up per Cairo day (recounted like the events): an
// item's share of its order is what it paid net of VAT, and a refund is shared out the same way.
// New learners are read from the enrolments themselves.

type Scoped = DayRange & { programIds: string[] | null };

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

/**
 * Recounts the money rollups of these Cairo days (inside the caller's transaction): paid items net
 * of VAT on the day paid, completed refunds shared over the order's items the same way on the day
 * refunded, per program and per day.
 */
export async function refreshSalesDays(tx: DbOrTx, range: DayRange): Promise<void> {
  for (const table of [analyticsDailySales, analyticsDailyOrders])
    await tx.delete(table).where(between(table.day, range.from, range.to));
  const lines = sql`
    select (o.paid_at at time zone 'Africa/Cairo')::date as day, i.program_id, o.id as order_id,
      1 as items, (i.paid_piastres - i.vat_piastres)::float8 as net, 0::float8 as refunded
    from orders o join order_items i on i.order_id = o.id
    where o.status = 'PAID' and ${cairoBetween(sql`o.paid_at`, range)}
    union all
    select (r.created_at at time zone 'Africa/Cairo')::date, i.program_id, null, 0, 0,
      r.amount_piastres::float8 * (i.paid_piastres - i.vat_piastres) / nullif(o.total_piastres, 0)
    from refunds r join orders o on o.id = r.order_id join order_items i on i.order_id = o.id
    where r.status = 'COMPLETED' and ${cairoBetween(sql`r.created_at`, range)}`;
  const sums = sql`count(distinct order_id)::int, sum(items)::int,
    round(sum(net) - coalesce(sum(refunded), 0))::bigint, round(coalesce(sum(refunded), 0))::bigint`;
  await tx.execute(sql`insert into analytics_daily_sales (day, program_id, orders, items, net_piastres, refunded_piastres)
    select day, program_id, ${sums} from (${lines}) l group by day, program_id
    on conflict (day, program_id) do update set orders = excluded.orders, items = excluded.items,
      net_piastres = excluded.net_piastres, refunded_piastres = excluded.refunded_piastres`);
  await tx.execute(sql`insert into analytics_daily_orders (day, orders, net_piastres, refunded_piastres)
    select day, count(distinct order_id)::int,
      round(sum(net) - coalesce(sum(refunded), 0))::bigint, round(coalesce(sum(refunded), 0))::bigint
    from (${lines}) l group by day
    on conflict (day) do update set orders = excluded.orders, net_piastres = excluded.net_piastres,
      refunded_piastres = excluded.refunded_piastres`);
}

/**
 * Money per Cairo day and per program over the days, from the rollups. For a lecturer a day's
 * orders are summed over their programs (an order holding two of them counts twice).
 */
export async function sumSales(db: DbOrTx, params: Scoped): Promise<SalesRow[]> {
  const range = sql`day between ${params.from}::date and ${params.to}::date`;
  const scope = inPrograms(sql`program_id`, params.programIds);
  const perDay =
    params.programIds === null
      ? sql`select day::text as day, null::uuid as "programId", orders, 0 as items,
          net_piastres::float8 as "netPiastres", refunded_piastres::float8 as "refundedPiastres"
        from analytics_daily_orders where ${range}`
      : sql`select day::text as day, null::uuid as "programId", sum(orders)::int as orders, sum(items)::int as items,
          sum(net_piastres)::float8 as "netPiastres", sum(refunded_piastres)::float8 as "refundedPiastres"
        from analytics_daily_sales where ${range} and ${scope} group by day`;
  const result = await db.execute(sql`${perDay}
    union all
    select null, program_id, sum(orders)::int, sum(items)::int, sum(net_piastres)::float8, sum(refunded_piastres)::float8
    from analytics_daily_sales where ${range} and ${scope} group by program_id`);
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
    where ${cairoBetween(sql`first_at`, params)} group by 1`);
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
