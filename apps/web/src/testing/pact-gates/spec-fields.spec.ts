import { carrierApiDocument } from '@carrier/contracts/server';
import { describe, expect, it } from 'vitest';
import { specFieldProblems } from '../spec-fields/accepted';
import { SPEC_REQUESTS, type SpecRequest } from '../spec-fields/fixture';

const enrolment = SPEC_REQUESTS.find(
  (request) => request.operation === 'POST /public/nlad/enroll',
) as SpecRequest;

describe('gate: the document takes every field the spec gives a request the site sends, and the domain builds it', () => {
  it.each(SPEC_REQUESTS.map((request) => [`${request.operation} (${request.spec})`, request] as const))(
    '%s',
    (_name, request) => {
      expect(specFieldProblems(request)).toEqual([]);
    },
  );

  describe('fails on a seeded drift', () => {
    it('a field the spec gives that the document does not take (E-8: state before it was added)', () => {
      const document = structuredClone(carrierApiDocument);
      const fields = document.components?.schemas?.NladEnrolmentFields as {
        properties: Record<string, unknown>;
      };
      delete fields.properties.state;
      expect(specFieldProblems(enrolment, document)).toEqual([
        'POST /public/nlad/enroll (001 §3 saved shipping / enrolment data): state is neither taken by the document nor recorded as not taken',
      ]);
    });

    it('a field the domain does not build', () => {
      const built = () => {
        const { state: _dropped, ...rest } = enrolment.built?.() ?? {};
        return rest;
      };
      expect(specFieldProblems({ ...enrolment, built })).toEqual([
        'POST /public/nlad/enroll (001 §3 saved shipping / enrolment data): state is taken by the document, but the domain does not build it',
      ]);
    });
  });
});
