import type { FastifyInstance } from 'fastify';
import { controlRoute } from '../http/control-route';
import { sessionOf } from '../http/headers';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';
import { starters } from './catalogue';
import { seed } from './seed';

/** Journey starters (mock-control.yaml: listStarters, startJourney). */
export function registerStarterRoutes(
  app: FastifyInstance,
  world: World,
  validators: SchemaValidators,
): void {
  controlRoute(app, validators, 'listStarters', () => ({ starters }));

  controlRoute(app, validators, 'startJourney', async (request, reply) => {
    const { starterId } = request.params as { starterId: string };
    const starter = starters.find((entry) => entry.id === starterId);
    if (!starter)
      return reply
        .code(404)
        .send({ error: 'STARTER_NOT_FOUND', message: `Unknown journey starter: ${starterId}` });
    // The document requires the header: a starter never arms for everyone.
    const session = sessionOf(request) as string;
    const { checkoutUrl, ...seeded } = await seed(app, world, starter, session);
    const armed = starter.scenarios.map((scenario) => world.scenarios.arm(scenario, 1, session));
    const open = checkoutUrl ?? starter.firstPage;
    return reply.code(201).send({ starter: starter.id, armed, open, ...seeded });
  });
}
