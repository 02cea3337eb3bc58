export * from './find-certificate-issue-facts';
export * from './certificate-rows';
