import type { FaqData } from '@/features/content/api/content-documents';
import { FaqList } from '@/features/content/components/faq-list';
import { Link } from '@/i18n/navigation';

/** The lecturer FAQ (`lecturerFaqs`) beside the form, with a link to every FAQ. */
export function LecturerFaqAside({
  faqs,
  labels,
}: {
  faqs: FaqData[];
  labels: { title: string; empty: string; more: string };
}) {
  return (
    <aside aria-labelledby="lecturer-faq-heading" className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
      <h2 id="lecturer-faq-heading" className="text-xl font-bold text-fg">
        {labels.title}
      </h2>
      <FaqList faqs={faqs} emptyText={labels.empty} />
      <Link
        href="/faqs#faqs-lecturers"
        className="self-start font-medium text-accent underline-offset-4 hover:underline"
      >
        {labels.more}
      </Link>
    </aside>
  );
}
