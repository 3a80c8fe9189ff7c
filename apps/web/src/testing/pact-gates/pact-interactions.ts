import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { carrierApiDocument, describeOperations } from '@carrier/contracts/server';
import { PACTS_DIR } from '../pact';

/** What the gates read of a V4 pact file. */
export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

export interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
  request: { method: string; path: string };
  response: { status: number };
}

/** The pact files in a folder, by file name. */
export function readPacts(directory = PACTS_DIR): Map<string, PactFile> {
  const names = readdirSync(directory).filter((name) => name.endsWith('.json'));
  return new Map(
    names.map((name) => [name, JSON.parse(readFileSync(join(directory, name), 'utf8')) as PactFile]),
  );
}

/** `METHOD /document/{path}`: how the gates name a carrier operation. */
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const operations = describeOperations(carrierApiDocument).map((operation) => ({
  key: operationKey(operation.method, operation.path),
  method: operation.method.toUpperCase(),
  // A parameter is one URL-encoded path segment.
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  parameters: (operation.path.match(/\{/g) ?? []).length,
  successStatus: Number(Object.keys(operation.responses).find((status) => status.startsWith('2'))),
}));

/** Every `METHOD /path` the carrier document names. */
export const CARRIER_OPERATIONS: ReadonlySet<string> = new Set(operations.map((operation) => operation.key));

/**
 * The document operation a concrete request path belongs to (the most literal one when several match), or
 * undefined for a path the document does not name.
 */
export function operationOf(method: string, path: string): string | undefined {
  return documentOperation(method, path)?.key;
}

/** The success status the document gives the operation of a concrete request path. */
export function successStatusOf(method: string, path: string): number | undefined {
  return documentOperation(method, path)?.successStatus;
}

function documentOperation(method: string, path: string) {
  return operations
    .filter((operation) => operation.method === method.toUpperCase() && operation.pattern.test(path))
    .sort((a, b) => a.parameters - b.parameters)[0];
}
