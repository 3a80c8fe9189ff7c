import type { FastifyInstance } from 'fastify';
import { controlRoute } from '../http/control-route';
import type { SchemaValidators } from '../validation/schema-validation';
import type { ViolationLog } from './violation-log';

/** `GET` and `DELETE /__mock/violations` (mock-control.yaml, tag proxy); mounted with or without an upstream. */
export function registerViolationRoutes(
  app: FastifyInstance,
  validators: SchemaValidators,
  violations: ViolationLog,
): void {
  controlRoute(app, validators, 'listViolations', () => ({
    seen: violations.seen,
    violations: violations.list(),
  }));
  controlRoute(app, validators, 'clearViolations', () => {
    const cleared = violations.clear();
    return { message: `${cleared} violation${cleared === 1 ? '' : 's'} cleared` };
  });
}
