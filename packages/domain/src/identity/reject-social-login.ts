import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import type { RequestCaller } from './types';

/**
 * Social sign-in (login, merge, status check, register) is off until a provider is configured
 * (DESIGN §5: "off, with a clear message").
 */
export async function rejectSocialLogin(_deps: DomainDeps, _caller: RequestCaller, _input: unknown): Promise<never> {
  throw new AppError('SOCIAL_LOGIN_NOT_CONFIGURED');
}
