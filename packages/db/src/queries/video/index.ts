export * from './find-lesson-video-access';
