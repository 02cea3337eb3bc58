export * from './find-certificate-issue-facts';
export * from './certificate-rows';
export * from './list-certificate-candidates';
