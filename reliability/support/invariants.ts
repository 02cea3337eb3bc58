import type pg from 'pg';

/**
 * Orders and payments that do not add up, as SQL finds them. Empty when every paid order has
 * exactly one paid transaction, one enrolment per bought program and an invoice, and nothing was
 * granted to an order that is not paid (a "half-paid" order in any direction).
 */
export async function paymentInconsistencies(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ problem: string }>(`
    select 'order ' || o.reference || ' is PAID with ' || count(t.id) filter (where t.status = 'PAID') || ' paid transactions' as problem
      from orders o left join transactions t on t.order_id = o.id
     where o.status = 'PAID' and o.provider <> 'free'
     group by o.id having count(t.id) filter (where t.status = 'PAID') <> 1
    union all
    select 'order ' || o.reference || ' is PAID without an invoice'
      from orders o where o.status = 'PAID' and not exists (select 1 from invoices i where i.order_id = o.id)
    union all
    select 'order ' || o.reference || ' is PAID but item ' || oi.program_id || ' was not enrolled'
      from orders o join order_items oi on oi.order_id = o.id
     where o.status = 'PAID' and not exists (select 1 from enrollments e where e.user_id = o.user_id and e.program_id = oi.program_id)
    union all
    select 'order ' || o.reference || ' is ' || o.status || ' yet granted ' || count(*) || ' enrolments'
      from orders o join enrollments e on e.order_id = o.id
     where o.status not in ('PAID')
     group by o.id
    union all
    select 'order ' || o.reference || ' is ' || o.status || ' yet has an invoice'
      from orders o join invoices i on i.order_id = o.id where o.status <> 'PAID'
    union all
    select 'order ' || o.reference || ' is PENDING with a PAID transaction'
      from orders o join transactions t on t.order_id = o.id where o.status = 'PENDING' and t.status = 'PAID'
  `);
  return rows.map((r) => r.problem);
}
