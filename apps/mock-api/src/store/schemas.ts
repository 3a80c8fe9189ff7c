import type { components } from '@carrier/contracts';
import type { components as ControlComponents } from '@carrier/contracts/control';
import {
  absolutiseRefs,
  CARRIER_SCHEMA_ID,
  CONTROL_SCHEMA_ID,
  carrierApiDocument,
  type JsonSchema,
} from '@carrier/contracts/server';
import { ROLE_CODES, type Role, STATE_CODES, type StateCode } from '@carrier/domain';
import { type TSchema, type TUnsafe, Type } from '@sinclair/typebox';

/** The carrier document's schemas, as the store keeps them. */
export type Schemas = components['schemas'];
type ControlSchemas = ControlComponents['schemas'];

/**
 * A value of one of the carrier document's schemas. The state file's schema points at the document rather than
 * writing the shape again: the document is the one place a shape is written.
 */
export const CarrierSchema = <Name extends keyof Schemas>(name: Name): TUnsafe<Schemas[Name]> =>
  Type.Unsafe<Schemas[Name]>({ $ref: `${CARRIER_SCHEMA_ID}#/components/schemas/${name}` });

/** A value of one of the control document's schemas (mail, chat messages). */
export const ControlSchema = <Name extends keyof ControlSchemas>(name: Name): TUnsafe<ControlSchemas[Name]> =>
  Type.Unsafe<ControlSchemas[Name]>({ $ref: `${CONTROL_SCHEMA_ID}#/components/schemas/${name}` });

/** One of the carrier document's object schemas without some of its properties (what the API adds back). */
export function CarrierSchemaWithout<
  Name extends keyof Schemas,
  Omitted extends keyof Schemas[Name] & string,
>(name: Name, omitted: readonly Omitted[]): TUnsafe<Omit<Schemas[Name], Omitted>> {
  const schema = carrierApiDocument.components?.schemas?.[name] as JsonSchema & {
    properties: Record<string, unknown>;
    required?: string[];
  };
  const keep = (property: string) => !(omitted as readonly string[]).includes(property);
  return Type.Unsafe<Omit<Schemas[Name], Omitted>>(
    absolutiseRefs(
      {
        ...schema,
        properties: Object.fromEntries(
          Object.entries(schema.properties).filter(([property]) => keep(property)),
        ),
        required: (schema.required ?? []).filter(keep),
      },
      CARRIER_SCHEMA_ID,
    ) as JsonSchema,
  );
}

/** The domain's roles and state codes, as the state file holds them. */
export const RoleSchema = Type.Unsafe<Role>({ type: 'string', enum: Object.keys(ROLE_CODES) });
export const StateCodeSchema = Type.Unsafe<StateCode>({ type: 'string', enum: STATE_CODES });

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
