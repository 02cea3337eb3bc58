'use client';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useState } from 'react';
import { FieldNotes, fieldBorder, fieldNoteIds } from '@/shared/ui/form/field-notes';
import { useTranslations } from '#intl';
import { proseClasses } from '@/shared/ui/rich-html';
import { editorExtensions } from '../lib/editor-extensions';
import { fieldHtml } from '../lib/editor-html';
import { ImagePanel } from './image-panel';
import { LinkPanel } from './link-panel';
import { RichTextToolbar, type EditorPanel } from './rich-text-toolbar';

export interface RichTextEditorProps {
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The field's language: its base direction; each paragraph still follows its own first letter. */
  lang: 'ar' | 'en';
  hint?: string;
  error?: string;
  readOnly?: boolean;
}

/**
 * A rich-text field (decision 0061): TipTap with a toolbar, each paragraph's direction detected
 * from its first strong letter (`dir="auto"`) and settable by hand, so Arabic, English and mixed
 * paragraphs all read right. It hands the form HTML, which the API sanitises on save.
 */
export function RichTextEditor({
  name,
  label,
  value,
  onChange,
  lang,
  hint,
  error,
  readOnly = false,
}: RichTextEditorProps) {
  const t = useTranslations('studio.richText');
  const id = `${useId()}${name}`;
  const [panel, setPanel] = useState<EditorPanel>(null);
  const { describedBy } = fieldNoteIds(id, hint, error);
  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    textDirection: 'auto',
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error && { 'aria-invalid': 'true' }),
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        'data-testid': `rich-text-${name}`,
        class: `${proseClasses} min-h-48 px-4 py-3 focus-visible:outline-none`,
      },
    },
    // Only a change to the document is an edit (TipTap also announces other updates).
    onUpdate: ({ editor: current, transaction }) => {
      if (transaction.docChanged) onChange(fieldHtml(current.getHTML(), current.isEmpty));
    },
  });

  // A value replaced from outside (a restored draft, the other version after a conflict) is shown.
  useEffect(() => {
    if (editor && value !== fieldHtml(editor.getHTML(), editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  // Without emitting an update: switching editability is no edit, and would mark the form unsaved.
  useEffect(() => editor?.setEditable(!readOnly, false), [editor, readOnly]);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className={`overflow-hidden rounded-lg border bg-surface focus-within:border-accent ${fieldBorder(error)}`}>
        {editor && !readOnly ? (
          <RichTextToolbar editor={editor} label={t('toolbar', { field: label })} panel={panel} onPanel={setPanel} />
        ) : null}
        {editor && panel === 'link' ? <LinkPanel editor={editor} onClose={() => setPanel(null)} /> : null}
        {editor && panel === 'image' ? <ImagePanel editor={editor} onClose={() => setPanel(null)} /> : null}
        <EditorContent editor={editor} />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
