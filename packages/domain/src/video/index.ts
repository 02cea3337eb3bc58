export * from './get-video-credentials';
export * from './video-poster-url';
export * from './apply-video-outcome';
export * from './refresh-hosted-video';
export * from './start-video-processing';
export * from './process-uploaded-video';
export * from './record-hosted-video-report';
