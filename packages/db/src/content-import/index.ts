export { importContentFolder } from './import-content-folder';
export { formatReport } from './format-report';
export { openCliDatabase, cliUploadsDir } from './open-cli-database';
export { sanitizeHtml, safeUrl } from './sanitize-html';
export { programSlug } from './slug';
export { cairoDaysFromNow, cairoWallTimeToDate } from './cairo-time';
export { upsertUser, newUserCode, type UserInput } from './writers/upsert-user';
export { CONTENT_KINDS, type ContentKind, type ImportIssue, type ImportOptions, type ImportReport } from './types';
export { defaultHashPassword } from './default-hash-password';
