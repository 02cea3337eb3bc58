import {
  findInvoiceOfOrder,
  findOrderById,
  findUserById,
  listInvoiceCreditNotes,
  listOrderItems,
  listOrderPaymentCallbacks,
  listOrderRefunds,
  listOrderTransactions,
} from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { studioOrderSchema } from './schemas';
import { toStudioOrderDetail, type StudioOrderDetail } from './studio-order-view';

/** One order for an administrator: items, coupon, VAT, transactions, every callback received, refunds. */
export async function getStudioOrder(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioOrderDetail> {
  const { orderId } = parseInput(studioOrderSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  const [user, items, transactions, refunds, invoice, callbacks] = await Promise.all([
    findUserById(deps.db, order.userId),
    listOrderItems(deps.db, [order.id]),
    listOrderTransactions(deps.db, order.id),
    listOrderRefunds(deps.db, order.id),
    findInvoiceOfOrder(deps.db, order.id),
    listOrderPaymentCallbacks(deps.db, order.id),
  ]);
  const row = {
    order,
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    invoiceNumber: invoice?.number ?? null,
  };
  const creditNotes = invoice ? await listInvoiceCreditNotes(deps.db, invoice.id) : [];
  return toStudioOrderDetail(
    row,
    items,
    transactions,
    refunds,
    callbacks,
    new Map(creditNotes.map((c) => [c.refundId, c.number])),
  );
}
