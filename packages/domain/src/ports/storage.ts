/** Where an upload goes: the client sends the bytes straight there, not through GraphQL. */
export interface UploadTarget {
  url: string;
  /** PUT: the bytes in one request; POST: a tus creation request, then PATCHes (resumable). */
  method: 'PUT' | 'POST';
  /** Headers the client must send with the bytes (signed along with the URL where the store needs it). */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface StoredObject {
  size: number;
  /** The first bytes (up to the asked length), for sniffing the content type. */
  head: Uint8Array;
}

/** A public object as the `/media` and `/img` routes serve it. */
export interface PublicObject {
  size: number;
  /** Changes whenever the bytes do (quoted, as an HTTP ETag). */
  etag: string;
  /** The bytes, streamed. */
  body: AsyncIterable<Uint8Array>;
}

/**
 * Object storage port: local disk by default, S3-compatible when configured. Objects
 * are private when written; `publish` makes one readable at its public path (the `/media` and
 * `/img` routes read it by key).
 */
export interface StoragePort {
  readonly name: 'local' | 's3';
  /** A signed, expiring URL the client PUTs at most `maxBytes` bytes to, stored privately under `key`. */
  createUploadTarget(
    key: string,
    options: { maxBytes: number; expiresInSeconds: number; now: Date },
  ): Promise<UploadTarget>;
  /** Size and first `headBytes` bytes of a private or public object, or null when nothing is stored. */
  inspect(key: string, headBytes: number): Promise<StoredObject | null>;
  /** Makes a private object public (idempotent). */
  publish(key: string): Promise<void>;
  /** A published object's bytes, or null when nothing public is stored under the key. */
  readPublic(key: string): Promise<PublicObject | null>;
  /** A private object's bytes (a CV an administrator opens, decision 0051), or null when none is stored. */
  readPrivate(key: string): Promise<PublicObject | null>;
  /** Stores bytes the server made itself (a video's poster frame) privately under `key`. */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes an object wherever it is; missing objects are fine. */
  remove(key: string): Promise<void>;
}

/** A video as the host that keeps it reports it (Bunny Stream). */
export interface HostedVideo {
  /** EMPTY: created, no bytes yet; PROCESSING: arrived, being encoded; READY: plays; FAILED: refused. */
  status: 'EMPTY' | 'PROCESSING' | 'READY' | 'FAILED';
  /** Bytes the host stores (0 until they arrive). */
  size: number;
  /** The host's reading of the length, once it has one. */
  durationSeconds: number | null;
  /** The host's thumbnail (absolute URL), once it has one. */
  posterUrl: string | null;
}

/** Where a resumable upload goes, and the object key the file row and the lesson will carry. */
export interface ResumableTarget extends UploadTarget {
  /** The local server keeps the key it was given; a video host answers the id of the video it created. */
  key: string;
}

/**
 * Resumable uploads over the tus protocol (decision 0062) for the large models (videos): a grant
 * for one object, sent as headers to a tus endpoint. Local disk's own tus server by default;
 * Bunny Stream's tus endpoint when Bunny is configured (the video lives there, under its id);
 * absent where the storage takes single PUTs only (S3), and videos go by the signed link then.
 */
export interface ResumableUploads {
  readonly name: 'local' | 'bunny';
  /** A tus endpoint (method POST) and the headers that let its holder create and resume one upload. */
  createTarget(
    key: string,
    options: { maxBytes: number; expiresInSeconds: number; now: Date },
  ): Promise<ResumableTarget>;
  /** Removes what arrived of an upload never finished (missing is fine). */
  discard(key: string): Promise<void>;
  /** Hosts that keep the bytes themselves (Bunny): the video as the host reports it; null when unknown to it. */
  hostedVideo?(key: string): Promise<HostedVideo | null>;
}
