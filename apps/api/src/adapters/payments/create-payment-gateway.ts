import type { Logger, PaymentGateway } from '@manara/domain';
import type { ApiConfig } from '../../config';
import { createPaymobGateway } from './paymob-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { resolveSandboxHmacSecret } from './sandbox-secret';

/** Paymob when its keys are configured, otherwise the offline sandbox (docs/ARCHITECTURE.md). */
export function createPaymentGateway(config: ApiConfig, logger: Logger): PaymentGateway {
  if (config.paymob) return createPaymobGateway(config.paymob);
  if (config.production) logger.warn({}, 'payments use the sandbox: set the PAYMOB_* variables to take real payments');
  return createSandboxGateway({
    hmacSecret: resolveSandboxHmacSecret(config.sandboxHmacSecret, config.dataDir),
    apiPublicUrl: config.apiPublicUrl,
    logger,
  });
}
