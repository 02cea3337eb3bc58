import type { Logger, PaymentGateway } from '@manara/domain';
import type { ApiConfig } from '../../config';
import { createPaymobGateway } from './paymob-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { resolveSandboxHmacSecret } from './sandbox-secret';

/**
 * Paymob when its keys are configured, otherwise the offline sandbox. In production the sandbox —
 * whose Pay button grants a program for free — runs only when asked for (PAYMENTS_SANDBOX=true,
 * every page then says TEST MODE); without either the API refuses to start (decision 0031).
 */
export function createPaymentGateway(config: ApiConfig, logger: Logger): PaymentGateway {
  if (config.paymob) return createPaymobGateway(config.paymob);
  if (config.production && !config.paymentsSandbox)
    throw new Error(
      'No payment provider: set the four PAYMOB_* variables, or PAYMENTS_SANDBOX=true to run on the test-mode sandbox',
    );
  if (config.production) logger.warn({}, 'payments use the sandbox (TEST MODE): nothing is charged');
  return createSandboxGateway({
    hmacSecret: resolveSandboxHmacSecret(config.sandboxHmacSecret, config.dataDir),
    apiPublicUrl: config.apiPublicUrl,
    logger,
  });
}
