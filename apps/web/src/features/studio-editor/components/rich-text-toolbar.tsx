'use client';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useTranslations } from '#intl';
import { useRef, type KeyboardEvent } from 'react';

export type EditorPanel = 'link' | 'image' | null;

interface Tool {
  key: string;
  glyph: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  /** Shown only while the caret is in a table. */
  inTable?: boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

/** Groups of tools, separated in the bar; each button's name is translated under studio.richText. */
const groups: Tool[][] = [
  [
    {
      key: 'heading2',
      glyph: 'H2',
      run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      key: 'heading3',
      glyph: 'H3',
      run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
    { key: 'bold', glyph: 'B', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
    { key: 'italic', glyph: 'I', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
    { key: 'code', glyph: '`', run: (e) => chain(e).toggleCode().run(), active: (e) => e.isActive('code') },
  ],
  [
    {
      key: 'bulletList',
      glyph: '•',
      run: (e) => chain(e).toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      glyph: '1.',
      run: (e) => chain(e).toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      key: 'quote',
      glyph: '❝',
      run: (e) => chain(e).toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
    {
      key: 'codeBlock',
      glyph: '{ }',
      run: (e) => chain(e).toggleCodeBlock().run(),
      active: (e) => e.isActive('codeBlock'),
    },
    { key: 'rule', glyph: '―', run: (e) => chain(e).setHorizontalRule().run() },
  ],
  [
    { key: 'table', glyph: '▦', run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
    { key: 'addRow', glyph: '+═', run: (e) => chain(e).addRowAfter().run(), inTable: true },
    { key: 'addColumn', glyph: '+‖', run: (e) => chain(e).addColumnAfter().run(), inTable: true },
    { key: 'deleteRow', glyph: '−═', run: (e) => chain(e).deleteRow().run(), inTable: true },
    { key: 'deleteColumn', glyph: '−‖', run: (e) => chain(e).deleteColumn().run(), inTable: true },
    { key: 'deleteTable', glyph: '✕▦', run: (e) => chain(e).deleteTable().run(), inTable: true },
  ],
  [
    // Each paragraph follows its first strong letter unless the author says otherwise.
    {
      key: 'directionAuto',
      glyph: 'A⇄',
      run: (e) => chain(e).setTextDirection('auto').run(),
      active: (e) => e.isActive({ dir: 'auto' }),
    },
    {
      key: 'directionRtl',
      glyph: '⇤ع',
      run: (e) => chain(e).setTextDirection('rtl').run(),
      active: (e) => e.isActive({ dir: 'rtl' }),
    },
    {
      key: 'directionLtr',
      glyph: 'a⇥',
      run: (e) => chain(e).setTextDirection('ltr').run(),
      active: (e) => e.isActive({ dir: 'ltr' }),
    },
  ],
  [
    { key: 'undo', glyph: '↶', run: (e) => chain(e).undo().run() },
    { key: 'redo', glyph: '↷', run: (e) => chain(e).redo().run() },
  ],
];

/**
 * The editor's tool bar: one tab stop, arrow keys move between tools (the toolbar pattern), each
 * tool named for screen readers and marked pressed while it applies at the caret. Links and
 * images open a small panel below instead of a browser prompt.
 */
export function RichTextToolbar({
  editor,
  label,
  panel,
  onPanel,
}: {
  editor: Editor;
  label: string;
  panel: EditorPanel;
  onPanel: (panel: EditorPanel) => void;
}) {
  const t = useTranslations('studio.richText');
  const bar = useRef<HTMLDivElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      inTable: current.isActive('table'),
      link: current.isActive('link'),
      active: Object.fromEntries(groups.flat().map((tool) => [tool.key, tool.active?.(current) ?? false])),
    }),
  });

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    const step = keys[event.key];
    if (step === undefined || !bar.current) return;
    const buttons = [...bar.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    // In a right-to-left bar the right arrow goes back; Home and End are the bar's ends either way.
    const next = Number.isFinite(step)
      ? (at + (getComputedStyle(bar.current).direction === 'rtl' ? -step : step) + buttons.length) % buttons.length
      : step > 0
        ? buttons.length - 1
        : 0;
    buttons.forEach((button, index) => (button.tabIndex = index === next ? 0 : -1));
    buttons[next]?.focus();
    event.preventDefault();
  }

  const button = (key: string, glyph: string, pressed: boolean | undefined, run: () => void, first: boolean) => (
    <button
      key={key}
      type="button"
      tabIndex={first ? 0 : -1}
      aria-label={t(key)}
      title={t(key)}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      className="min-w-9 rounded-md px-2 py-1 text-sm font-semibold text-fg hover:bg-surface-muted aria-pressed:bg-accent aria-pressed:text-on-accent"
    >
      <span aria-hidden="true" dir="ltr">
        {glyph}
      </span>
    </button>
  );

  let first = true;
  const take = () => {
    const was = first;
    first = false;
    return was;
  };
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={label}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-1 border-b border-line bg-surface px-2 py-1.5"
    >
      {groups.map((tools, index) => (
        <div key={index} className="flex flex-wrap items-center gap-0.5 border-e border-line pe-1 last:border-e-0">
          {tools
            .filter((tool) => !tool.inTable || state.inTable)
            .map((tool) =>
              button(
                tool.key,
                tool.glyph,
                tool.active ? state.active[tool.key] : undefined,
                () => tool.run(editor),
                take(),
              ),
            )}
          {index === 0
            ? [
                button(
                  'link',
                  '🔗',
                  panel === 'link' || state.link,
                  () => onPanel(panel === 'link' ? null : 'link'),
                  take(),
                ),
                button('image', '🖼', panel === 'image', () => onPanel(panel === 'image' ? null : 'image'), take()),
              ]
            : null}
        </div>
      ))}
    </div>
  );
}
