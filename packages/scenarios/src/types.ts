import type { OperationId } from '@carrier/contracts/server';
import type { components } from '@carrier/contracts/types';

/** Operations of the hosted pages (mock-control.yaml) that scenarios can also force. */
export const PAGE_OPERATIONS = ['payCheckout', 'completeResolution', 'completeCertification'] as const;
export type PageOperationId = (typeof PAGE_OPERATIONS)[number];

export type ScenarioOperation = OperationId | PageOperationId;

/** What a magic-value trigger may look at. */
export interface TriggerInput {
  operationId: ScenarioOperation;
  body: Record<string, unknown>;
  params: Record<string, string>;
  /** The SSN last 4 the applicant gave at the eligibility check of this application, if known. */
  applicantSsn4(applicationId: unknown): string | undefined;
}

export interface Scenario {
  /** `area.operation.outcome`, e.g. `nlad.enroll.duplicate`. */
  id: string;
  /** The operations it applies to; `any` for faults that can hit every carrier operation. */
  operations: readonly ScenarioOperation[] | 'any';
  status: number;
  /** The carrier error code of the reply (the document's `ErrorCode`), or null for a success outcome. */
  error: components['schemas']['ErrorCode'] | null;
  /** The reply's message (the spec's words where it has them). */
  message: string | null;
  failureType?: string;
  description: string;
  /** The magic test value that reaches it, in words; null when only a header or arming does. */
  trigger: string | null;
  kind: 'reply' | 'fault';
  /**
   * `engine`: the scenario engine answers with the error body itself.
   * `handler`: the operation's handler shapes the reply (a status of a 200 body, a payment result).
   */
  answeredBy: 'engine' | 'handler';
  matches?: (input: TriggerInput) => boolean;
  /** A reply recorded from a real carrier (`--record`), served as it came instead of an error body. */
  recorded?: { mediaType: string | null; body: unknown };
}
