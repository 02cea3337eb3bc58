'use client';
import type { Editor } from '@tiptap/react';
import { useTranslations } from '#intl';
import { useState } from 'react';
import { TextField } from '@/shared/ui/form/text-field';
import { linkAddress } from '../lib/editor-html';

/** Sets, changes or removes the link on the selected words (a blank address removes it). */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useTranslations('studio.richText');
  const [address, setAddress] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');

  function apply() {
    const href = linkAddress(address);
    const link = editor.chain().focus().extendMarkRange('link');
    (href === null ? link.unsetLink() : link.setLink({ href })).run();
    onClose();
  }

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-line bg-surface-muted px-3 py-2">
      <div className="min-w-56 flex-1">
        <TextField
          label={t('linkAddress')}
          name="linkAddress"
          dir="ltr"
          inputMode="url"
          hint={t('linkHint')}
          value={address}
          autoFocus
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onClose();
          }}
        />
      </div>
      <button
        type="button"
        onClick={apply}
        className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-on-accent"
      >
        {t('applyLink')}
      </button>
      <button type="button" onClick={onClose} className="rounded-lg border border-line px-3 py-2 text-sm font-semibold">
        {t('cancel')}
      </button>
    </div>
  );
}
