/**
 * Documented outcomes of operations the web calls that no pact of the web can prove, by `operationId status
 * CODE`, with why. The matrix shows the reason in place of an interaction; the gate fails on a record the
 * document does not name, or one a pact proves after all.
 */
export const UNREACHABLE: Readonly<Record<string, string>> = {};
