'use client';
import { QueryPagination } from '@/shared/ui/pagination/query-pagination';
import type { TransactionsPageData } from '../hooks/use-transactions-page';
import { TransactionCard } from './transaction-card';

/** One page of the learner's orders, with the pages around it. */
export default function TransactionList({ data, page }: { data: TransactionsPageData; page: number }) {
  return (
    <>
      <ul className="flex flex-col gap-4">
        {data.items.map((transaction) => (
          <TransactionCard key={transaction.id} transaction={transaction} refundStanding={transaction.refundStanding} />
        ))}
      </ul>
      <QueryPagination page={page} totalPages={data.totalPages} />
    </>
  );
}
