import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildMatrix, currentInputs, matrixData, matrixPage, outcomeProblems } from '../outcomes/matrix';
import { MATRIX_DATA, MATRIX_PAGE } from '../outcomes/matrix-files';

const inputs = currentInputs();

describe('gate: the outcome matrix (every documented error outcome of every operation the web calls)', () => {
  it('has a pact interaction (or a recorded reason), a web reaction and a mock scenario for each', () => {
    expect(outcomeProblems(inputs)).toEqual([]);
  });

  it('is published, up to date, in docs/generated (pnpm outcomes --write)', () => {
    expect(readFileSync(MATRIX_PAGE, 'utf8')).toBe(matrixPage(buildMatrix(inputs)));
  });

  it('is current as data, where the domain and page tests read their tables (pnpm outcomes --write)', () => {
    expect(readFileSync(MATRIX_DATA, 'utf8')).toBe(matrixData(buildMatrix(inputs)));
  });

  describe('fails on a seeded drift', () => {
    const pact = inputs.pacts[0];
    const erroring = pact?.interactions.find((interaction) => interaction.response.status === 404);
    const outcome = inputs.outcomes.find((candidate) => candidate.code === 'DUPLICATE_ADDRESS');

    it('a documented outcome without a pact', () => {
      const without = { ...inputs, pacts: [] };
      expect(outcomeProblems(without)).toContainEqual(expect.stringMatching(/: no pact interaction$/));
    });

    it('a documented outcome without a scenario', () => {
      const without = { ...inputs, scenarios: inputs.scenarios.filter((s) => s.error !== outcome?.code) };
      expect(outcomeProblems(without)).toContainEqual(
        `${outcome?.operationId} 409 DUPLICATE_ADDRESS: no mock scenario produces it`,
      );
    });

    it('a pact naming an outcome the document does not', () => {
      if (!pact || !erroring) throw new Error('the pact has no 404 interaction');
      const drifted = structuredClone(pact);
      const interaction = drifted.interactions.find((i) => i.description === erroring.description);
      (interaction as { response: { status: number } }).response.status = 410;
      expect(outcomeProblems({ ...inputs, pacts: [drifted] })).toContainEqual(
        expect.stringMatching(
          new RegExp(`^pact '${erroring.description}' names .* 410 .*which the document does not$`),
        ),
      );
    });

    it('a scenario naming an outcome the document does not', () => {
      const [first] = inputs.scenarios;
      if (!first) throw new Error('the catalogue is empty');
      const invented = {
        ...first,
        id: 'nlad.enroll.invented',
        operations: ['enrollNlad'],
        status: 409,
        error: 'RENEWAL_EXPIRED',
      } as const;
      expect(outcomeProblems({ ...inputs, scenarios: [...inputs.scenarios, invented] })).toContain(
        'scenario nlad.enroll.invented names enrollNlad 409 RENEWAL_EXPIRED, which the document does not',
      );
    });

    it('a documented outcome without a web reaction', () => {
      const silent = inputs.outcomes.find((candidate) => candidate.operationId === 'getPlan');
      if (!silent) throw new Error('the web calls no getPlan');
      const drifted = { ...silent, operationId: 'listPlans', code: 'PLAN_NOT_FOUND' };
      expect(outcomeProblems({ ...inputs, outcomes: [...inputs.outcomes, drifted] })).toContain(
        'listPlans 404 PLAN_NOT_FOUND: no web reaction (no route decided, no message in the map)',
      );
    });

    it('a message map entry naming an outcome the document does not', () => {
      const messages = [...inputs.messages, { operationId: 'enrollNlad', code: 'RENEWAL_EXPIRED' }];
      expect(outcomeProblems({ ...inputs, messages })).toContain(
        'the message map names enrollNlad RENEWAL_EXPIRED, which the document does not',
      );
    });

    it('a handler for an operation the web does not call', () => {
      expect(outcomeProblems({ ...inputs, handled: [...inputs.handled, 'activatePortIn'] })).toContain(
        'a handler decides activatePortIn, which the web does not call or the document does not name',
      );
    });

    it('a documented outcome no page test shows', () => {
      const pageTests = new Map(
        [...inputs.pageTests].filter(([operationId]) => operationId !== 'enrollNlad'),
      );
      expect(outcomeProblems({ ...inputs, pageTests })).toContain(
        'enrollNlad 409 DUPLICATE_ADDRESS: no page test shows the reaction',
      );
    });

    it('an unreachable record naming an outcome the document does not', () => {
      const unreachable = { ...inputs.unreachable, 'enrollNlad 418 TEAPOT': 'seeded' };
      expect(outcomeProblems({ ...inputs, unreachable })).toContain(
        'unreachable record names enrollNlad 418 TEAPOT, which the document does not',
      );
    });
  });
});
