import { DiplomaCard } from './diploma-card';
import { gridClass } from './grid-classes';
import { ProgramCard, type HeadingLevel, type ProgramCardItem } from './program-card';

/**
 * Programs as a list of cards (<ul>/<li>), a diploma card for diplomas. The first `priorityCount`
 * images (the first row on a wide screen) load eagerly; cards far below the viewport are drawn as
 * they come near it.
 */
export function ProgramGrid({
  items,
  heading = 'h3',
  priorityCount = 0,
  className = gridClass,
}: {
  items: readonly ProgramCardItem[];
  heading?: HeadingLevel;
  priorityCount?: number;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((program, index) => {
        const Card = program.type === 'DIPLOMA' ? DiplomaCard : ProgramCard;
        return (
          // A card's height on a phone, until the card is drawn (globals.css).
          <li key={program.id} className="render-near-viewport [--near-viewport-size:26rem]">
            <Card program={program} heading={heading} priority={index < priorityCount} />
          </li>
        );
      })}
    </ul>
  );
}
