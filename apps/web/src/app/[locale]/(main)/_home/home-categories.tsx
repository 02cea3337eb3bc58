import { CategoryTile, type CategoryTileItem } from '@/features/catalogue/components/category-tile';

/** The categories row: a scrolling strip on phones, a grid from tablets up. */
export function HomeCategories({ items }: { items: readonly CategoryTileItem[] }) {
  return (
    <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
      {items.map((category) => (
        <li key={category.id} className="w-64 shrink-0 snap-start sm:w-auto">
          <CategoryTile category={category} />
        </li>
      ))}
    </ul>
  );
}
