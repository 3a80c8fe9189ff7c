import type { OperationId, PathParams, QueryParams, Reply, RequestBody } from '@carrier/contracts/server';
import type { Scenario } from '@carrier/scenarios';
import type { TokenClaims } from '../auth/tokens';
import type { Language } from '../http/language';
import type { World } from '../world';

/** What a carrier operation's handler is given: the validated request, who asked, the forced outcome, the world. */
export interface HandlerContext<Id extends OperationId> {
  body: RequestBody<Id>;
  params: PathParams<Id>;
  query: QueryParams<Id>;
  /** The verified token's claims on secured operations, null on public ones. */
  auth: TokenClaims | null;
  /** A scenario answered by handlers (an eligibility status, a payment result), chosen by header, arming or magic value. */
  outcome: Scenario | undefined;
  /** The request's `X-Mock-Session`; a checkout keeps it, so what is armed for it applies when the browser pays. */
  session: string | null;
  /** The visitor's language from `Accept-Language`: the language of any e-mail the call sends. */
  language: Language;
  world: World;
}

/** A documented reply, or a catalogue outcome that the state produced (the engine writes its error body). */
export type HandlerResult<Id extends OperationId> = Reply<Id> | { scenario: string };

export type Handler<Id extends OperationId> = (
  context: HandlerContext<Id>,
) => HandlerResult<Id> | Promise<HandlerResult<Id>>;

/** The handlers of a set of operations; `Handlers<OperationId>` is every operation of the document. */
export type Handlers<Ids extends OperationId> = { [Id in Ids]: Handler<Id> };
