/**
 * The carrier of `bench/proxy.ts`, in a process of its own so that sending its large reply does not hold up the
 * bench's own event loop, which times the control API: it answers the plan pricing list with `ITEMS` items, each
 * with one property the document does not name, and sends its origin to its parent.
 */
import Fastify from 'fastify';
import { seedCatalogue } from '../src/store/seed/catalogue';

const ITEMS = 16_000;

const [pricing] = seedCatalogue().planPricings;
const body = JSON.stringify(
  Array.from({ length: ITEMS }, (_, index) => ({ ...pricing, id: index + 1, extra: index })),
);
const carrier = Fastify({ logger: false });
carrier.get('/public/plan_pricing', (_request, reply) => reply.type('application/json').send(body));
process.send?.({
  origin: await carrier.listen({ host: '127.0.0.1', port: 0 }),
  items: ITEMS,
  bytes: body.length,
});
process.on('SIGTERM', () => void carrier.close().then(() => process.exit(0)));
