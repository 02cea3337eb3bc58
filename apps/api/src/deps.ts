import path from 'node:path';
import type { Database } from '@manara/db';
import type { DomainDeps, Logger, StoragePort } from '@manara/domain';
import { createOutboxMailer } from './adapters/mail/outbox-mailer';
import { createSmtpMailer } from './adapters/mail/smtp-mailer';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway';
import { createPdfRendererFromEnv } from './adapters/pdf/chromium-pdf-renderer';
import { createDbRateLimiter } from './adapters/rate-limit/db-rate-limiter';
import { createRedisCache } from './adapters/redis/redis-cache';
import { createRedisClient } from './adapters/redis/redis-client';
import { createRedisRateLimiter } from './adapters/redis/redis-rate-limiter';
import { createProgramPreviewLinks } from './adapters/preview/program-preview-links';
import { createLocalResumableUploads } from './adapters/resumable-uploads/local-resumable-uploads';
import { createBunnyResumableUploads } from './adapters/resumable-uploads/bunny-resumable-uploads';
import { createFfmpegVideoProcessor } from './adapters/video-processing/ffmpeg-video-processor';
import { createSharpImageEditor } from './adapters/images/sharp-image-editor';
import { createStorage } from './adapters/storage/create-storage';
import { isLocalStorage } from './adapters/storage/local-storage';
import { createPushSender } from './adapters/push/create-push-sender';
import { createPgContentEvents } from './adapters/content-events/pg-content-events';
import { createDownloadLinks, invoiceLinkSecret } from './http/invoices/invoice-link';
import { createUnsubscribeLinks } from './http/unsubscribe/unsubscribe-link';
import { secretOrRandom } from './lib/signing/signed-token';
import type { PushEndpointPolicy } from './adapters/push/push-endpoint-policy';
import { createGoogleSignIn } from './adapters/social/google-sign-in';
import { createIpCountryService } from './adapters/geo/ip-country-service';
import { createVideoProvider } from './adapters/video/create-video-provider';
import { createWhatsAppSender } from './adapters/whatsapp/create-whatsapp-sender';
import type { ApiConfig } from './config';

/** Wires the domain's ports to adapters chosen by configuration (docs/ARCHITECTURE.md). */
/** What only code can choose (tests): never read from the environment. */
export interface DepsOverrides {
  pushEndpointPolicy?: PushEndpointPolicy;
}

/**
 * Where lesson videos go and who reads them (decision 0062): Bunny Stream's tus endpoint when
 * Bunny is configured (Bunny encodes them and reports back); otherwise the local storage's own tus
 * server, each upload then read on this machine by ffprobe and ffmpeg; with S3 storage, neither.
 */
function videoUploads(
  config: ApiConfig,
  storage: StoragePort,
  logger: Logger,
): Pick<DomainDeps, 'resumableUploads' | 'videoProcessor'> {
  if (config.video.bunny) return { resumableUploads: createBunnyResumableUploads(config.video.bunny, logger) };
  if (!isLocalStorage(storage)) return {};
  return {
    resumableUploads: createLocalResumableUploads({
      publicBaseUrl: config.apiPublicUrl,
      stagingDir: path.join(config.dataDir, 'resumable-uploads'),
      secret: storage.secret,
    }),
    videoProcessor: createFfmpegVideoProcessor(
      { ffprobePath: config.video.ffprobePath, ffmpegPath: config.video.ffmpegPath },
      storage.privateFile,
    ),
  };
}

export function createDeps(
  config: ApiConfig,
  database: Database,
  logger: Logger,
  overrides: DepsOverrides = {},
): DomainDeps {
  const mailer = config.smtpUrl
    ? createSmtpMailer(database.db, logger, config.smtpUrl, config.mailFrom)
    : createOutboxMailer(database.db, logger);
  const dbRateLimiter = createDbRateLimiter(database.db);
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, logger) : null;
  const storage = createStorage({ ...config.storage, publicBaseUrl: config.apiPublicUrl }, logger);
  if (redis)
    logger.info({ redis: config.redisUrl?.replace(/\/\/[^@]*@/, '//***@') }, 'rate limits and shared caches in redis');
  const whatsapp = createWhatsAppSender(config, logger);
  return {
    db: database.db,
    mailer,
    ...(whatsapp ? { whatsapp } : {}),
    rateLimiter: redis ? createRedisRateLimiter(redis, dbRateLimiter, logger) : dbRateLimiter,
    ...(redis ? { cache: createRedisCache(redis, logger) } : {}),
    logger,
    payments: createPaymentGateway(config, logger),
    pdf: createPdfRendererFromEnv(logger),
    video: createVideoProvider(config.video, logger, isLocalStorage(storage) ? storage.privateFile : undefined),
    downloadLinks: createDownloadLinks(invoiceLinkSecret(config.invoiceLinkSecret)),
    previewLinks: createProgramPreviewLinks(secretOrRandom('program preview', undefined)),
    unsubscribeLinks: createUnsubscribeLinks(secretOrRandom('unsubscribe', undefined), config.webBaseUrl),
    storage,
    images: createSharpImageEditor(),
    ...videoUploads(config, storage, logger),
    contentEvents: createPgContentEvents(database.db),
    push: createPushSender({
      settings: config.push,
      dataDir: config.dataDir,
      webBaseUrl: config.webBaseUrl,
      logger,
      endpointPolicy: overrides.pushEndpointPolicy,
    }),
    ...(config.google ? { social: createGoogleSignIn(config.google, logger) } : {}),
    ...(config.ipCountryUrl ? { countryLookup: createIpCountryService(config.ipCountryUrl, logger) } : {}),
    now: () => new Date(),
    webBaseUrl: config.webBaseUrl,
    commerce: { vatRateBps: config.vatRateBps },
    site: config.site,
    limits: { searchPerAddressPerMinute: config.searchPerAddressPerMinute },
  };
}
