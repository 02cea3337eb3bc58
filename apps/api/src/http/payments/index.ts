import type { DomainDeps } from '@manara/domain';
import type { FastifyInstance } from 'fastify';
import { registerPaymentCallback } from './payment-callback-route';
import { registerPaymentReturn } from './payment-return-route';

/** The provider's two callbacks (docs/product/commerce.md): the verified webhook and the browser's return. */
export function registerPaymentRoutes(app: FastifyInstance, deps: DomainDeps): void {
  registerPaymentCallback(app, deps);
  registerPaymentReturn(app, deps);
}
