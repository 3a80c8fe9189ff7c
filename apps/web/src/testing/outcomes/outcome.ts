// Kept apart from documented.ts (which reads the document) so the domain's tests can read reactions.ts.
/** One error outcome an operation documents: `enrollNlad` answers 409 `DUPLICATE_ADDRESS`. */
export interface Outcome {
  operationId: string;
  status: number;
  code: string;
}

/** A documented outcome with the document's example body for it. */
export interface DocumentedOutcome extends Outcome {
  /** `POST /public/nlad/enroll`. */
  operation: string;
  example: { error: string; message?: string; [key: string]: unknown };
}
