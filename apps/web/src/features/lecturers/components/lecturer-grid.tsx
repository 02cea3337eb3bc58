import { LecturerCard, type LecturerCardItem } from './lecturer-card';

/** Lecturers as a list of cards. */
export function LecturerGrid({ items, heading = 'h3' }: { items: readonly LecturerCardItem[]; heading?: 'h2' | 'h3' }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((lecturer) => (
        <li key={lecturer.id}>
          <LecturerCard lecturer={lecturer} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
