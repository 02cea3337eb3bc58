import { normalizeCode } from '@/shared/ui/form/code';
import { checkPhoneField } from '@/shared/ui/phone-input/index';

export type RegistrationValues = Record<string, string | undefined>;

/** The `registerAsLecturer` input from the form's fields (names as the API spells them). */
export async function registrationInput(values: RegistrationValues) {
  const text = (name: string) => (values[name] ?? '').trim();
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    arFirstName: text('arFirstName'),
    arLastName: text('arLastName'),
    email: text('email'),
    code: normalizeCode(values.code ?? ''),
    phone: (await checkPhoneField(values)).e164 ?? text('phone'),
    phoneCountry: text('phoneCountry') || undefined,
    fieldOfTrainingId: text('fieldOfTrainingId'),
    jobTitleId: text('jobTitleId'),
    enBio: text('enBio'),
    arBio: text('arBio'),
    cvFile: text('cvFile'),
  };
}
