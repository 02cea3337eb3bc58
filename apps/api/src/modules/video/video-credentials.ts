import { getVideoCredentials, type VideoPlayback } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';

const VideoPlayerEnum = builder.enumType('VideoPlayer', {
  description: 'IFRAME: Bunny Stream player page; FILE: a media file for a <video> element',
  values: ['IFRAME', 'FILE'] as const,
});

const VideoCredentialsRef = builder.objectRef<VideoPlayback>('VideoCredentials').implement({
  fields: (t) => ({
    finalUrl: t.exposeString('finalUrl', {
      description: 'Signed playback URL; stops working at expiresAt (site-relative for local files)',
    }),
    isReady: t.exposeBoolean('isReady', { description: 'False while the video is still processing' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    player: t.expose('player', { type: VideoPlayerEnum }),
    posterUrl: t.exposeString('posterUrl', {
      nullable: true,
      description: "The uploaded video's poster frame (decision 0062), when processing made one",
    }),
  }),
});

const VideoCredentialsInput = builder.inputType('VideoCredentialsInput', {
  fields: (t) => ({ lessonId: t.id() }),
});

builder.queryField('getBunnyViewVideoCredentials', (t) =>
  t.field({
    type: envelopeOf('VideoCredentialsResponse', VideoCredentialsRef),
    description:
      "A lesson's video: anyone for preview lessons, enrolled learners otherwise (UNAUTHENTICATED / FORBIDDEN / NOT_FOUND)",
    args: { input: t.arg({ type: VideoCredentialsInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => getVideoCredentials(ctx.deps, ctx.caller, args.input, ctx.locale)),
  }),
);
