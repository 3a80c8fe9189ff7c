import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';
import { type PactFile, type PactInteraction, successStatusOf } from './pact-interactions';

export const CARRIER_DOCUMENT = fileURLToPath(
  new URL('../../../../../openapi/carrier-api.yaml', import.meta.url),
);

/**
 * The validator compares path segments with the parameters' schemas as they are written, while the client
 * URL-encodes them as it must (`john%40example.com`): the copy it reads has them decoded.
 */
function withDecodedPaths(pact: PactFile): PactFile {
  return {
    ...pact,
    interactions: pact.interactions.map((interaction) => ({
      ...interaction,
      request: {
        ...interaction.request,
        path: interaction.request.path.split('/').map(decodeURIComponent).join('/'),
      },
    })),
  };
}

/** Replies that say the request itself broke the document: those requests are meant to break it. */
const REFUSED_BY_CONTRACT = new Set(['FIELD_VALIDATION_FAILED', 'UNAUTHORIZED']);

const errorCodeOf = (interaction: PactInteraction) =>
  (interaction.response as { body?: { content?: { error?: unknown } } }).body?.content?.error;

/**
 * The validator leaves the requests of error interactions unchecked, since many are meant to be invalid. Only
 * the ones the contract refuses are (see REFUSED_BY_CONTRACT): the others' requests (a login with a wrong
 * password, a taken e-mail) must be documented requests, so they are checked again as if answered with success.
 */
function errorRequestsAsSuccesses(pact: PactFile): PactFile {
  return {
    ...pact,
    interactions: pact.interactions.flatMap((interaction) => {
      const { method, path } = interaction.request;
      const status = successStatusOf(method, path);
      if (
        interaction.response.status < 400 ||
        REFUSED_BY_CONTRACT.has(String(errorCodeOf(interaction))) ||
        !status
      )
        return [];
      return [{ ...interaction, response: { status } }];
    }),
  };
}

async function validate(pact: PactFile, document: string, directory: string, name: string) {
  const mockPathOrUrl = join(directory, name);
  writeFileSync(mockPathOrUrl, JSON.stringify(pact));
  const outcome = await SwaggerMockValidatorFactory.create().validate({
    specPathOrUrl: document,
    mockPathOrUrl,
    additionalPropertiesInResponse: 'false',
    requiredPropertiesInResponse: 'true',
  });
  return [...outcome.errors, ...outcome.warnings];
}

/**
 * Every way the pact's interactions leave the carrier document: an undocumented path, method or status, and a
 * request or response body the document's schema refuses, including a response property it does not name or a
 * required one it lacks (a pact may not promise a reply the document does not), and an error interaction's
 * request the document does not describe.
 * Warnings count too. Each problem names its interaction.
 */
export async function documentMismatches(pact: PactFile, document = CARRIER_DOCUMENT): Promise<string[]> {
  const directory = mkdtempSync(join(tmpdir(), 'pact-document-gate-'));
  try {
    const decoded = withDecodedPaths(pact);
    const results = [
      ...(await validate(decoded, document, directory, 'pact.json')),
      ...(
        await validate(errorRequestsAsSuccesses(decoded), document, directory, 'error-requests.json')
      ).filter((result) => result.code.startsWith('request.')),
    ];
    return results.map(
      (result) =>
        `${result.mockDetails?.interactionDescription ?? '(pact)'}: ${result.code}: ${result.message}`,
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
