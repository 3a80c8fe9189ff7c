import { describe, expect, it } from 'vitest';
import { PACT_FILE } from '../pact';
import { documentMismatches } from './document-check';
import { type PactFile, readPacts } from './pact-interactions';

/** The parts of a V4 interaction the drifts change; bodies are JSON objects in these interactions. */
interface Interaction {
  request: { path: string; body: { content: Record<string, unknown> } };
  response: { status: number; body: { content: Record<string, unknown> } };
}

const pacts = readPacts();
const webPact = pacts.get(PACT_FILE.split('/').at(-1) as string);

/** The web's pact reduced to one of its interactions, changed: what other interactions do is not the point. */
function drift(description: string, change: (interaction: Interaction) => void): PactFile {
  const pact = structuredClone(webPact as PactFile);
  const interaction = pact.interactions.find((candidate) => candidate.description === description);
  if (!interaction) throw new Error(`The pact has no interaction '${description}'`);
  change(interaction as unknown as Interaction);
  return { ...pact, interactions: [interaction] };
}

const PROFILE = "a request for the logged-in subscriber's profile";
const SHORT_REGISTRATION = "a registration with the benefit area's short payload";

describe('gate: every interaction in pacts/ is documented by openapi/carrier-api.yaml', () => {
  it.each([...pacts.keys()])('%s', async (name) => {
    expect(await documentMismatches(pacts.get(name) as PactFile)).toEqual([]);
  });

  describe('fails on a seeded drift', () => {
    it.each([
      {
        drift: 'an undocumented response property',
        interaction: PROFILE,
        change: (interaction: Interaction) => {
          interaction.response.body.content.nickname = 'Johnny';
        },
        expected: /must NOT have additional properties - nickname/,
      },
      {
        drift: "a response without a property the document requires (the quote's message, E-9)",
        interaction: 'a guest price quote of the pay-go plan shipped to 33131',
        change: (interaction: Interaction) => {
          delete interaction.response.body.content.message;
        },
        expected: /must have required property 'message'/,
      },
      {
        drift: 'a misspelled request property',
        interaction: SHORT_REGISTRATION,
        change: (interaction: Interaction) => {
          const body = interaction.request.body.content;
          body.resellerCod = body.resellerCode;
          delete body.resellerCode;
        },
        expected: /Request body is incompatible.*must NOT have additional properties/,
      },
      {
        drift: 'a misspelled request property in an error interaction',
        interaction: 'a registration with the e-mail of a verified subscriber',
        change: (interaction: Interaction) => {
          const body = interaction.request.body.content;
          body.passwordConfirmation = body.passwordConfirm;
          delete body.passwordConfirm;
        },
        expected: /request.body.incompatible/,
      },
      {
        drift: 'an undocumented status',
        interaction: PROFILE,
        change: (interaction: Interaction) => {
          interaction.response.status = 418;
        },
        expected: /response.status.unknown/,
      },
      {
        drift: 'an undocumented path',
        interaction: PROFILE,
        change: (interaction: Interaction) => {
          interaction.request.path = '/subscriber/profiles';
        },
        expected: /request.path-or-method.unknown/,
      },
    ])('$drift', async ({ interaction, change, expected }) => {
      const unchanged = await documentMismatches(drift(interaction, () => undefined));
      expect(unchanged, 'the interaction as its consumer test wrote it').toEqual([]);
      expect(await documentMismatches(drift(interaction, change))).toContainEqual(
        expect.stringMatching(expected),
      );
    });
  });
});
