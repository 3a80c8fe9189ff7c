import type { FastifyInstance } from 'fastify';
import type { SchemaValidators } from '../plugins/schema-validation';
import type { World } from '../world';

/** The hosted pages of the simulated outside world (mock-control.yaml, tag pages). */
export function registerPages(_app: FastifyInstance, _world: World, _validators: SchemaValidators): void {}
