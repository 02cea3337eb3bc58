export * from './get-video-credentials';
