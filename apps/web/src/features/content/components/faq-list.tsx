import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import type { FaqData } from '../api/content-documents';

/** Questions as native disclosures: each opens and closes with the keyboard, no script needed. */
export function FaqList({ faqs, emptyText }: { faqs: FaqData[]; emptyText: string }) {
  if (faqs.length === 0) return <p className="text-fg-muted">{emptyText}</p>;
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised">
      {faqs.map((faq) => (
        <details key={faq.id} className="group">
          <summary className="flex cursor-pointer list-none items-center gap-3 px-5 py-4 font-semibold text-fg hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
            <span className="flex-1">
              <bdi>{faq.question}</bdi>
            </span>
            <ChevronEndIcon
              size={18}
              className="shrink-0 text-fg-muted transition-transform group-open:rotate-90 rtl:group-open:-rotate-90 flip-rtl"
            />
          </summary>
          <p className="whitespace-pre-line px-5 pb-5 text-fg-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
