import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the editor can make is exactly what the API's sanitiser keeps (decision 0061): headings
 * two to four (the page owns the first), bold, italic, inline code, lists, quotes, code blocks,
 * rules, links, images and plain tables. Strike-through and underline are left out because the
 * sanitiser drops them, so nothing shown while writing disappears on save.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https'] },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];
