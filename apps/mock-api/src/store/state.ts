import {
  CARRIER_SCHEMA_ID,
  CONTROL_SCHEMA_ID,
  carrierApiDocument,
  mockControlDocument,
} from '@carrier/contracts/server';
import { type Static, Type } from '@sinclair/typebox';
import { createSchemaValidators } from '../validation/schema-validation';
import { AccountsSliceSchema } from './accounts';
import { BenefitSliceSchema } from './benefit';
import { CatalogueSliceSchema } from './catalogue';
import { CommerceSliceSchema } from './commerce';
import { MailSliceSchema } from './mail';

export const STATE_VERSION = 1;

/** Everything the mock carrier knows; plain JSON, so it can be written to and read from a state file. */
export const StateSchema = Type.Object(
  {
    version: Type.Literal(STATE_VERSION),
    /** The last id handed out for numeric ids (orders, payments, accounts, …). */
    lastId: Type.Integer(),
    catalogue: CatalogueSliceSchema,
    accounts: AccountsSliceSchema,
    commerce: CommerceSliceSchema,
    benefit: BenefitSliceSchema,
    mail: MailSliceSchema,
  },
  { additionalProperties: false },
);
export type State = Static<typeof StateSchema>;

/**
 * Checks that a parsed file is a state of this version, the document's shapes included; answers the first
 * wrong field and what is wrong with it, or undefined for a good state.
 */
export function stateProblem(value: unknown): string | undefined {
  const validate = createSchemaValidators({
    [CARRIER_SCHEMA_ID]: carrierApiDocument,
    [CONTROL_SCHEMA_ID]: mockControlDocument,
  }).body.compile<State>(StateSchema);
  if (validate(value)) return undefined;
  const [first] = validate.errors ?? [];
  if (!first) return 'it is not a mock state';
  const missing = first.keyword === 'required' ? `/${String(first.params.missingProperty)}` : '';
  const field = `${first.instancePath}${missing}`.replaceAll('/', '.').slice(1) || 'the file';
  return `${field} ${first.keyword === 'required' ? 'is missing' : first.message}`;
}
