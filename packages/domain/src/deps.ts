import type { Db } from '@manara/db';
import type {
  ContentEvents,
  CountryLookup,
  DownloadLinks,
  ImageEditor,
  Logger,
  Mailer,
  PaymentGateway,
  ProgramPreviewLinks,
  PushSender,
  RateLimiter,
  ResumableUploads,
  SharedCache,
  SocialSignIn,
  StoragePort,
  UnsubscribeLinks,
  VideoProcessor,
  VideoProvider,
  WhatsAppSender,
} from './ports/index';
import type { CommerceSettings } from './commerce/commerce-settings';
import type { PdfRenderer } from './ports/pdf';
import type { CertificateIssuer } from './certificates/certificate-issuer';
import type { InvoiceSeller } from './commerce/invoices/invoice-seller';

/** What every domain function may use; built once per process by the API (and by tests). */
export interface DomainDeps {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Shared cache (Redis when configured); absent → an in-process cache per database handle. */
  cache?: SharedCache;
  logger: Logger;
  payments: PaymentGateway;
  pdf: PdfRenderer;
  video: VideoProvider;
  /** Uploaded files (docs/product/community.md): local disk or S3-compatible. */
  storage: StoragePort;
  /** Crops the studio's images on the server (sharp). */
  images: ImageEditor;
  /** Resumable (tus) uploads of videos (decision 0062); absent → videos go by the signed link too. */
  resumableUploads?: ResumableUploads;
  /** Reads uploaded lesson videos on the server (ffmpeg, decision 0062); absent → no duration or poster from the file. */
  videoProcessor?: VideoProcessor;
  /** WhatsApp messages (decision 0068): the Cloud API when configured, the outbox in development; absent → the channel is off. */
  whatsapp?: WhatsAppSender;
  /** Browser and device push (docs/product/community.md): Web Push with VAPID, FCM when configured. */
  push: PushSender;
  /** Tells every web copy what learners see changed (decision 0028); absent → nothing to tell (tests). */
  contentEvents?: ContentEvents;
  /** Signed, expiring links to files served outside GraphQL (invoice PDFs). */
  downloadLinks: DownloadLinks;
  /** Signed, expiring preview links to a program as learners would see it (decision 0063). */
  previewLinks: ProgramPreviewLinks;
  /** Signed one-click unsubscribe links for switchable mail (decision 0058). */
  unsubscribeLinks: UnsubscribeLinks;
  /** Google sign-in (docs/product/accounts.md) when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; absent → SOCIAL_LOGIN_NOT_CONFIGURED. */
  social?: SocialSignIn;
  /** The visitor's country for phone fields (IP_COUNTRY_URL); absent → unknown, Egypt is the default. */
  countryLookup?: CountryLookup;
  now: () => Date;
  /** Public base URL of the web app, for links in mail. */
  webBaseUrl: string;
  /** VAT rate and payment settings; defaults in commerce-settings.ts. */
  commerce?: Partial<CommerceSettings>;
  /** Who the school is on certificates, invoices and the contact form; demo values when absent. */
  site?: SiteSettings;
  /**
   * Asks the in-process job runner for a pass now (a queued mail goes out at once rather than at
   * the next interval); absent where no runner runs (tests drain the queue themselves).
   */
  wakeJobRunner?: () => void;
  /** Operator-tunable rate limits; defaults where they are enforced. */
  limits?: { searchPerAddressPerMinute?: number };
}

export interface SiteSettings {
  certificateIssuer?: CertificateIssuer;
  invoiceSeller?: InvoiceSeller;
  /** Where contact-form messages are mailed. */
  contactEmail?: string;
}

export interface Viewer {
  userId: string;
  sessionId: string;
  role: 'USER' | 'LECTURER' | 'ADMIN';
}

/** Per-call facts about who asks and from where. */
export interface Caller {
  viewer: Viewer | null;
  ip: string;
  userAgent: string;
  /** A visitor's guest-cart token (docs/product/commerce.md), from their cookie; merged into their cart at sign-in. */
  guestCart?: string | null;
}
