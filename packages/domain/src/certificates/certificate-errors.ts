import type { ErrorCode } from '../errors/index';

/** The learner has not completed every lesson of the program yet. */
export const PROGRAM_NOT_COMPLETED: ErrorCode = 'PROGRAM_NOT_COMPLETED';
/** The program gives no certificate (hasCertificate false). */
export const CERTIFICATE_NOT_OFFERED: ErrorCode = 'CERTIFICATE_NOT_OFFERED';
