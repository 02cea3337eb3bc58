import { CheckCircleIcon } from '@/shared/ui/icons/check-circle-icon';

/**
 * One of a program's or a diploma's page lists (decision 0071), shown only when it has items: the outcomes as
 * a checklist grid, the requirements and the audience as plain lists. An item may be in the other
 * language when the page's has none, so each one reads in its own direction.
 */
export function ProgramList({
  id,
  heading,
  items,
  checklist = false,
  className = 'mt-12',
}: {
  id: string;
  heading: string;
  items: readonly string[];
  checklist?: boolean;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={className} data-testid={`program-${id}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-fg">
        {heading}
      </h2>
      {checklist ? (
        <ul className="mt-4 grid gap-x-6 gap-y-3 rounded-card border border-line bg-surface-raised p-5 sm:grid-cols-2">
          {items.map((item, index) => (
            <li key={index} className="flex items-start gap-3 text-fg">
              <CheckCircleIcon size={20} className="mt-0.5 shrink-0 text-accent" />
              <span dir="auto">{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-4 list-disc space-y-2 ps-6 text-fg marker:text-accent">
          {items.map((item, index) => (
            <li key={index}>
              <span dir="auto">{item}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
