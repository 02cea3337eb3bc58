'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { SvgIcon } from '@/shared/ui/icons/svg-icon';
import { sortableAnnouncements } from './sortable-announcements';

/**
 * A list whose items move by dragging their handle or with the keyboard alone (focus the handle,
 * Space, the arrow keys, Space; Escape cancels), each move announced in the page's language.
 */
export function SortableList({
  items,
  onMove,
  className = '',
  children,
}: {
  items: readonly { id: string; title: string }[];
  /** The item `activeId` was dropped on the place of `overId`. */
  onMove: (activeId: string, overId: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('studio.curriculum.order');
  const locale = useLocale() as Locale;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={sortableAnnouncements(items, t, locale)}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className={className}>{children}</ol>
      </SortableContext>
    </DndContext>
  );
}

/** One item of a SortableList: its drag handle (named for screen readers) beside its content. */
export function SortableRow({
  id,
  handleLabel,
  disabled,
  className = '',
  children,
}: {
  id: string;
  handleLabel: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('studio.curriculum.order');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t('roleDescription') },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-start gap-2 ${isDragging ? 'relative z-10 shadow-lg' : ''} ${className}`}
    >
      {disabled ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
          className="mt-1 inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent"
          data-testid="drag-handle"
        >
          <SvgIcon size={18}>
            <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" strokeWidth={3} />
          </SvgIcon>
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
