import { carrierApiDocument, mockControlDocument } from '@carrier/contracts/server';
import type { FastifyInstance } from 'fastify';
import { controlRoute } from '../http/control-route';
import { sendPage } from '../http/html';
import { scenarioListing } from '../scenarios/listing';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';
import { renderDocsPage } from './docs-page';
import { type RendererFileName, rendererFile } from './renderer-files';

/** How many sessions the page offers, newest first. */
const RECENT_SESSIONS = 10;

// A relative server: "Try it out" calls whichever address the page was opened at (127.0.0.1, localhost, a tunnel).
const SERVERS = [{ url: '/', description: 'This mock carrier' }];
const SERVED_DOCUMENTS: Record<string, object> = {
  'carrier-api.json': { ...carrierApiDocument, servers: SERVERS },
  'mock-control.json': { ...mockControlDocument, servers: SERVERS },
};

function recentSessions(world: World): string[] {
  const seen = new Set<string>();
  for (const entry of world.loggedRequests().toReversed()) {
    if (entry.session) seen.add(entry.session);
    if (seen.size === RECENT_SESSIONS) break;
  }
  return [...seen];
}

/** The API reference (mock-control.yaml, tag reference): the page, the two documents and Swagger UI's files. */
export function registerDocs(app: FastifyInstance, world: World, validators: SchemaValidators): void {
  controlRoute(app, validators, 'docsPage', (_request, reply) =>
    sendPage(reply, 200, renderDocsPage(recentSessions(world), scenarioListing(world.scenarios.all()))),
  );

  controlRoute(app, validators, 'getApiDocument', (request, reply) => {
    const { document } = request.params as { document: string };
    return reply.send(SERVED_DOCUMENTS[document]);
  });

  controlRoute(app, validators, 'getDocsAsset', async (request, reply) => {
    const { file } = request.params as { file: RendererFileName };
    const { contentType, body } = await rendererFile(file);
    return reply.type(`${contentType}; charset=utf-8`).send(body);
  });
}
