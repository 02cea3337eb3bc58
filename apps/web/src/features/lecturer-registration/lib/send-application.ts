import { request } from '@/shared/graphql/request';
import { RegisterAsLecturerMutation } from '../api/registration-documents';
import { registrationInput, type RegistrationValues } from './registration-input';

/** Sends the application (`registerAsLecturer`); loaded when the form is first sent (decision 0079). */
export async function sendApplication(values: RegistrationValues, locale: string) {
  return (await request(RegisterAsLecturerMutation, { input: await registrationInput(values) }, { locale }))
    .registerAsLecturer;
}
