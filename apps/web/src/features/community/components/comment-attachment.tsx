import { imageUrl } from '@/shared/ui/media/image-url';
import type { CommentData } from '../api/community-documents';
import { PaperclipIcon } from './community-icons';

type Attachment = NonNullable<CommentData['attachment']>;

/** A comment's file: images as a thumbnail linking to the original, anything else as a named link. */
export function CommentAttachment({ attachment, label }: { attachment: Attachment; label: string }) {
  if (attachment.type.startsWith('image/')) {
    return (
      <a
        href={attachment.url}
        target="_blank"
        rel="noopener"
        className="block w-fit"
        data-testid="comment-attachment"
        aria-label={`${label}: ${attachment.name}`}
      >
        <img
          src={imageUrl(attachment.key, { width: 320, format: 'webp' })}
          alt={attachment.name}
          loading="lazy"
          className="max-h-48 max-w-full rounded-md border border-line object-contain"
          data-testid="comment-attachment-image"
        />
      </a>
    );
  }
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener"
      download={attachment.name}
      className="inline-flex w-fit items-center gap-2 rounded-md border border-line px-3 py-2 text-sm text-accent underline-offset-2 hover:underline"
      data-testid="comment-attachment"
    >
      <PaperclipIcon size={16} />
      <span className="sr-only">{label}: </span>
      <bdi>{attachment.name}</bdi>
    </a>
  );
}
