import { formatNumber, type Locale } from '@manara/i18n';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * What a screen reader hears while an item of `items` is moved (dnd-kit's live region): the
 * item's title and its place, in the page's language and digits.
 */
export function sortableAnnouncements(
  items: readonly { id: string; title: string }[],
  t: Translate,
  locale: Locale,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const place = (id: UniqueIdentifier | undefined) => ({
    position: formatNumber(items.findIndex((item) => item.id === id) + 1, locale),
    count: formatNumber(items.length, locale),
  });
  return {
    screenReaderInstructions: { draggable: t('instructions') },
    announcements: {
      onDragStart: ({ active }) => t('pickedUp', { title: titleOf(active.id), ...place(active.id) }),
      onDragOver: ({ active, over }) => (over ? t('movedOver', { title: titleOf(active.id), ...place(over.id) }) : ''),
      onDragEnd: ({ active, over }) =>
        over
          ? t('dropped', { title: titleOf(active.id), ...place(over.id) })
          : t('cancelled', { title: titleOf(active.id) }),
      onDragCancel: ({ active }) => t('cancelled', { title: titleOf(active.id) }),
    },
  };
}
