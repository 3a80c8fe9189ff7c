import { carrierApiDocument } from '@carrier/contracts/server';
import type { Scenario } from '@carrier/scenarios';
import { findScenario, scenarios } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { documentedErrorCodes, undocumentedOutcomes } from './documented-outcomes';

const mock = useMock();

const codesOutsideTheEnum = (catalogue: readonly Scenario[]) =>
  catalogue.flatMap((scenario) =>
    scenario.error === null || documentedErrorCodes().has(scenario.error) ? [] : [scenario.error],
  );

const scenario = (id: string): Scenario => {
  const found = findScenario(id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
};

describe('the catalogue’s error codes are the document’s', () => {
  it('uses only codes of the ErrorCode enum', () => {
    expect(codesOutsideTheEnum(scenarios)).toEqual([]);
  });

  it('catches a code outside the enum (seeded drift)', () => {
    const drifted = {
      ...scenario('activation.already-activated'),
      error: 'SIM_ACTIVE',
    } as unknown as Scenario;
    expect(codesOutsideTheEnum([drifted])).toEqual(['SIM_ACTIVE']);
  });

  it('types Scenario.error as the generated ErrorCode, so a stray code fails the typecheck', () => {
    const drifted: Pick<Scenario, 'error'> = {
      // @ts-expect-error SIM_ACTIVE is not an ErrorCode: this line stops compiling if `error` becomes a string.
      error: 'SIM_ACTIVE',
    };
    expect(drifted.error).toBe('SIM_ACTIVE');
  });

  it('answers an unknown route with a code of the enum', async () => {
    const response = await mock.request({ method: 'GET', url: '/public/no-such-thing' });
    expect(response.statusCode).toBe(404);
    const { error } = response.json<{ error: string }>();
    expect(documentedErrorCodes().has(error), `${error} is not in ErrorCode`).toBe(true);
  });
});

describe('every outcome the catalogue can produce is documented for its operation', () => {
  it('has each (operation, status, error code) in the document', () => {
    expect(undocumentedOutcomes(scenarios)).toEqual([]);
  });

  it('catches a status the operation documents for other errors (seeded drift)', () => {
    const drifted = { ...scenario('activation.already-activated'), status: 400 };
    expect(undocumentedOutcomes([drifted])).toContain(
      "activation.already-activated: activateSim's 400 does not name SIM_ALREADY_ACTIVATED (example or description)",
    );
  });

  it('catches an operation that does not document the status at all (seeded drift)', () => {
    const drifted = { ...scenario('activation.already-activated'), status: 410 };
    expect(undocumentedOutcomes([drifted])).toContain(
      'activation.already-activated: activateSim documents no 410',
    );
  });

  it('catches a document that drops an outcome (seeded drift)', () => {
    const copy = structuredClone(carrierApiDocument);
    const activate = copy.paths['/public/sim/{esn}/activate']?.post as { responses: Record<string, unknown> };
    delete activate.responses['409'];
    expect(
      undocumentedOutcomes([scenario('activation.already-activated')], {
        carrier: copy,
        control: carrierApiDocument,
      }),
    ).toEqual(['activation.already-activated: activateSim documents no 409']);
  });
});
