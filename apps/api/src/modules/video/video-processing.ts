import { getVideoProcessing, type VideoProcessingView } from '@manara/domain';
import { builder } from '../../builder';
import { callerOf } from '../auth/caller';
import { envelopeOf, respond } from '../../envelope';

const VideoProcessingStatusEnum = builder.enumType('VideoProcessingStatus', {
  description:
    'NONE: nothing processes this video (a demo video, S3 storage); PROCESSING: being read (ffmpeg) or encoded (Bunny); READY: plays, its length and poster read; FAILED: not a playable video',
  values: ['NONE', 'PROCESSING', 'READY', 'FAILED'] as const,
});

const VideoProcessingRef = builder.objectRef<VideoProcessingView>('VideoProcessing').implement({
  fields: (t) => ({
    videoId: t.exposeString('videoId'),
    status: t.expose('status', { type: VideoProcessingStatusEnum }),
    failure: t.exposeString('failure', {
      nullable: true,
      description: 'Why it FAILED: notVideo, toolMissing or failed (message keys of the studio)',
    }),
    durationSeconds: t.exposeInt('durationSeconds', {
      nullable: true,
      description: 'Read from the file on the server, or by the video host',
    }),
    posterUrl: t.exposeString('posterUrl', {
      nullable: true,
      description: 'The poster frame (site-relative or absolute)',
    }),
  }),
});

const VideoProcessingInput = builder.inputType('VideoProcessingInput', {
  fields: (t) => ({ programId: t.id(), videoId: t.string() }),
});

builder.queryField('studioVideoProcessing', (t) =>
  t.field({
    type: envelopeOf('VideoProcessingResponse', VideoProcessingRef),
    description:
      "Studio: a lesson video's processing (decision 0062), for the program's lecturer or an administrator; a video the program plays or one the caller uploaded, else NOT_FOUND. The editor polls it while PROCESSING.",
    args: { input: t.arg({ type: VideoProcessingInput }) },
    resolve: (_root, args, ctx) => respond(ctx, () => getVideoProcessing(ctx.deps, callerOf(ctx), args.input)),
  }),
);
