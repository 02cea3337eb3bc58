import { defaultOptions, Upload, type PreviousUpload } from 'tus-js-client';
import {
  checkUpload,
  requestUploadLink,
  sendByLink,
  UploadThroughLinkError,
  type UploadModel,
} from '@/features/files/lib/upload-through-link';

/** Chunks small enough to lose little when a connection drops, large enough to keep the line busy. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits between automatic retries of a failed chunk: a dropped connection is retried at once, then more slowly. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

/** The same file (name, type, size, change time) chosen again for the same model finds its unfinished upload. */
const fingerprintOf = (model: UploadModel, file: File) =>
  Promise.resolve(['manara', model, file.name, file.type, file.size, file.lastModified].join('|'));

/** A record whose grant is still good for at least a minute. */
const usable = (previous: PreviousUpload, now: number) =>
  Date.parse(previous.metadata.expiresAt ?? '') > now + 60_000 &&
  Boolean(previous.uploadUrl && previous.metadata.key && previous.metadata.headers);

/** What lets its holder create and resume one upload: the object's key and the headers its requests carry. */
interface Grant {
  key: string;
  headers: Record<string, string>;
  expiresAt: string;
}

function send(file: File, options: ConstructorParameters<typeof Upload>[1], resume?: PreviousUpload): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      ...options,
      onSuccess: () => resolve(),
      onError: (error) => reject(new UploadThroughLinkError(/\b413\b/.test(error.message) ? 'tooLarge' : 'failed', '')),
    });
    if (resume) upload.resumeFromPreviousUpload(resume);
    upload.start();
  });
}

/**
 * Sends a large file resumably over tus when the server offers it (decision 0062): chunk by
 * chunk, retried after a dropped connection from where the server says it stopped, and — when
 * the tab was closed — resumed from the browser's record of the unfinished upload once the same
 * file is chosen again. A server that offers only single requests gets one PUT. The bytes are
 * then checked like every upload. Answers the file's key.
 */
export async function uploadResumably(
  model: UploadModel,
  file: File,
  locale: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const fingerprint = () => fingerprintOf(model, file);
  const resumeWith = (link: Grant, endpoint: string | null, previous?: PreviousUpload) =>
    send(
      file,
      {
        endpoint,
        headers: link.headers,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        fingerprint,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // The grant travels with the browser's record, so a resumed upload can show it again.
        // filetype and title are what Bunny Stream's tus endpoint requires; the local server ignores them.
        metadata: {
          filetype: file.type,
          title: file.name,
          key: link.key,
          headers: JSON.stringify(link.headers),
          expiresAt: link.expiresAt,
        },
        onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      },
      previous,
    );

  const previous = (await new Upload(file, { fingerprint }).findPreviousUploads()).find((p) => usable(p, Date.now()));
  if (previous) {
    const { key, headers, expiresAt } = previous.metadata as Record<string, string>;
    try {
      await resumeWith(
        { key: key!, headers: JSON.parse(headers!) as Record<string, string>, expiresAt: expiresAt! },
        null,
        previous,
      );
      await checkUpload(key!, model, locale);
      return key!;
    } catch {
      // The server no longer has it (expired, or already checked): start afresh.
      await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
    }
  }
  const link = await requestUploadLink(model, locale);
  if (link.protocol === 'TUS') {
    const headers = Object.fromEntries(link.headers.map((h) => [h.name, h.value]));
    await resumeWith({ key: link.key, headers, expiresAt: String(link.expiresAt) }, link.uploadUrl);
  } else {
    await sendByLink(link, file);
  }
  await checkUpload(link.key, model, locale);
  return link.key;
}
