import type { FastifyInstance } from 'fastify';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';
import { registerCheckoutPages } from './checkout';
import { registerDashboardPage } from './dashboard';
import { registerMailboxPages } from './mailbox';
import { registerPortalPage } from './portal';
import { registerVerifierPages } from './verifier';

/** The hosted pages of the simulated outside world (mock-control.yaml, tag pages). */
export function registerPages(app: FastifyInstance, world: World, validators: SchemaValidators): void {
  registerPortalPage(app, world, validators);
  registerCheckoutPages(app, world, validators);
  registerMailboxPages(app, world, validators);
  registerDashboardPage(app, world, validators);
  registerVerifierPages(app, world, validators);
}
