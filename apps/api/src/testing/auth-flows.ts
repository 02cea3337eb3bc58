import type { GqlOptions, TestServer } from './test-server';

/** GraphQL documents and helpers shared by the API's integration tests. */
export const USER_FIELDS = `id code email unverifiedEmail phone token favLang arFullName enFullName firstName lastName
  arFirstName arLastName fullName slug profilePicture hasPassword notificationsCount cartItemsCount role isBlocked
  isDeleted lastActiveAt createdAt updatedAt`;
const ENVELOPE = 'code message success fieldErrors { field message }';

export const ME = `query Me { me { ${ENVELOPE} data { ${USER_FIELDS} } } }`;
export const REGISTER = `mutation Register($input: RegisterAsUserInput) { registerAsUser(input: $input) { ${ENVELOPE} data { ${USER_FIELDS} } } }`;
export const LOGIN = `mutation Login($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { ${ENVELOPE} data { token expiresAt user { ${USER_FIELDS} } } } }`;
export const LOGOUT = `mutation Logout { logout { ${ENVELOPE} data } }`;
export const SEND_CODE = `mutation Send($input: SendEmailVerificationCodeInput) { sendEmailVerificationCode(input: $input) { ${ENVELOPE} data } }`;
export const VERIFY_CODE = `mutation Verify($input: VerifyUserVerificationCodeByEmailInput) { verifyUserVerificationCodeByEmail(input: $input) { ${ENVELOPE} data } }`;
export const RESET_PASSWORD = `mutation Reset($input: ResetPasswordByEmailInput) { resetPasswordByEmail(input: $input) { ${ENVELOPE} data } }`;
export const VERIFY_RESET = `mutation VerifyReset($input: VerifyPasswordResetVerificationCodeInput) { verifyPasswordResetVerificationCode(input: $input) { ${ENVELOPE} data } }`;
export const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput) { changePassword(input: $input) { ${ENVELOPE} data } }`;

export const PASSWORD = 'Secret123';

export interface NewUser {
  firstName?: string;
  lastName?: string;
  arFirstName?: string;
  arLastName?: string;
  email: string;
  password?: string;
  phone?: string;
  favLang?: 'AR' | 'EN';
}

let ipCounter = 0;
/** A fresh client address per call, so one test's rate-limit counters never reach another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function register(server: TestServer, user: NewUser, options: GqlOptions = {}) {
  const input = { firstName: 'Ahmed', lastName: 'Hassan', password: PASSWORD, ...user };
  const res = await server.gql(REGISTER, { ip: freshIp(), ...options, variables: { input } });
  return res.body.data!.registerAsUser;
}

export async function verifyEmail(server: TestServer, email: string, code?: string) {
  const input = { email, code: code ?? (await server.lastCode(email)), purpose: 'EMAIL_VERIFICATION' };
  const res = await server.gql(VERIFY_CODE, { ip: freshIp(), variables: { input } });
  return res.body.data!.verifyUserVerificationCodeByEmail;
}

export async function login(
  server: TestServer,
  email: string,
  password = PASSWORD,
  options: GqlOptions = {},
  loginDetails?: object,
) {
  const res = await server.gql(LOGIN, {
    ip: freshIp(),
    ...options,
    variables: { input: { email, password, loginDetails } },
  });
  return { envelope: res.body.data!.emailAndPasswordLogin, res };
}

/** Registers, verifies and logs in (non-web client); returns the bearer token and the user. */
export async function signedInUser(server: TestServer, user: NewUser) {
  await register(server, user);
  await verifyEmail(server, user.email);
  const { envelope } = await login(server, user.email, user.password ?? PASSWORD);
  if (!envelope.success) throw new Error(`login failed: ${envelope.code}`);
  return { token: envelope.data.token as string, user: envelope.data.user };
}
