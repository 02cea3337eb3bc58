import {
  consumeVerificationCode,
  findLecturerByUserId,
  findPendingLecturerApplication,
  findRecentLecturerRejection,
  insertLecturerApplication,
} from '@manara/db';
import { toLanguage } from '@manara/i18n';
import { parsePhone } from '../account/index';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import {
  checkVerificationCode,
  codeInvalidError,
  enforceRateLimits,
  identityRateRules,
  uniqueViolation,
  type RequestCaller,
} from '../identity/index';
import { parseInput } from '../validation/index';
import { registerAsLecturerInputSchema } from './application-schemas';
import { toLecturerApplicationView, type LecturerApplicationView } from './application-view';
import { checkCvFile } from './check-cv-file';
import { checkTrainingChoices } from './check-training-choices';
import { lecturerRateRules } from './lecturer-rate-limits';
import { reapplyWindowStart } from './reapply-window';

const pendingError = () => new AppError('LECTURER_APPLICATION_PENDING');

/**
 * `registerAsLecturer`: a PENDING application to teach, signed in or out (decision 0018). Every
 * field is checked first (phone for its country, active field and job title, the CV's bytes),
 * then the e-mail's LECTURER_EMAIL_VERIFICATION code, so a mistake elsewhere does not cost a code
 * attempt. The code is consumed and the application written in one transaction. One pending
 * application per e-mail and per user: LECTURER_APPLICATION_PENDING; lecturers: ALREADY_LECTURER;
 * rejected within the re-apply window: LECTURER_APPLICATION_TOO_SOON (decision 0051).
 */
export async function registerAsLecturer(
  deps: DomainDeps,
  caller: RequestCaller,
  input: unknown,
): Promise<LecturerApplicationView> {
  const data = parseInput(registerAsLecturerInputSchema, input);
  const phone = parsePhone(data.phone, data.phoneCountry);
  if (!phone.ok)
    throw new AppError('VALIDATION_FAILED', [
      { field: 'phone', messageKey: 'phone', params: { reason: phone.reason } },
    ]);
  await enforceRateLimits(deps, [
    [`lecturer-apply:ip:${caller.ip}`, lecturerRateRules.applyPerIp],
    [`lecturer-apply:email:${data.email}`, lecturerRateRules.applyPerEmail],
    [`code-check:ip:${caller.ip}`, identityRateRules.codeCheckPerIp],
  ]);
  const userId = caller.viewer?.userId ?? null;
  if (userId && (await findLecturerByUserId(deps.db, userId))?.status === 'APPROVED')
    throw new AppError('ALREADY_LECTURER');
  if (await findPendingLecturerApplication(deps.db, { email: data.email, userId })) throw pendingError();
  if (await findRecentLecturerRejection(deps.db, { email: data.email, userId }, reapplyWindowStart(deps.now())))
    throw new AppError('LECTURER_APPLICATION_TOO_SOON');
  await checkTrainingChoices(deps, data);
  const cv = await checkCvFile(deps, userId, data.cvFile);
  const code = await checkVerificationCode(deps, {
    email: data.email,
    purpose: 'LECTURER_EMAIL_VERIFICATION',
    code: data.code,
  });

  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (!(await consumeVerificationCode(tx, code.id, now))) throw codeInvalidError();
      return insertLecturerApplication(tx, {
        userId,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        arFirstName: data.arFirstName,
        arLastName: data.arLastName,
        phone: phone.e164,
        fieldOfTrainingId: data.fieldOfTrainingId,
        jobTitleId: data.jobTitleId,
        enBio: data.enBio,
        arBio: data.arBio,
        cvFileId: cv.id,
        locale: toLanguage(caller.locale ?? 'ar'),
        createdAt: now,
        updatedAt: now,
      });
    });
    return toLecturerApplicationView(row);
  } catch (error) {
    const constraint = uniqueViolation(error);
    // A concurrent submission won the race: same e-mail or user, or the same CV file.
    if (constraint && /cv_file/.test(constraint))
      throw new AppError('VALIDATION_FAILED', [{ field: 'cvFile', messageKey: 'invalid' }]);
    if (constraint) throw pendingError();
    throw error;
  }
}
