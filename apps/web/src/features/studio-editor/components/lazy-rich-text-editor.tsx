'use client';
import dynamic from 'next/dynamic';
import type { RichTextEditorProps } from './rich-text-editor';

/**
 * The editor's code (TipTap and ProseMirror, the studio's largest library) is fetched when a form
 * that writes rich text first opens, not with every studio page.
 */
export const LazyRichTextEditor = dynamic<RichTextEditorProps>(
  () => import('./rich-text-editor').then((module) => module.RichTextEditor),
  {
    ssr: false,
    loading: () => <div className="min-h-56 animate-pulse rounded-lg border border-line bg-surface-muted" />,
  },
);
