/**
 * What one field of a stored record holds: text, a flag, or one of a few texts. A stored record is read back from
 * a cookie or Web Storage, where another version of the site (or a person) may have left anything.
 */
type FieldKind = 'text' | 'flag' | readonly string[];

/** The kind of a field of this value type: a flag for booleans, text for any string, else its texts. */
type KindOf<Value> = [Value] extends [boolean] ? 'flag' : string extends Value ? 'text' : readonly Value[];

/** For each field of a record of optional fields, what it holds: the record type stays the one place it is written. */
export type FieldKinds<Stored> = { [Key in keyof Stored]-?: KindOf<NonNullable<Stored[Key]>> };

function holds(kind: FieldKind, value: unknown): boolean {
  if (kind === 'text') return typeof value === 'string';
  if (kind === 'flag') return typeof value === 'boolean';
  return kind.some((option) => option === value);
}

/** A JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Written here rather than with a schema library: the stored records are a handful of flat, optional fields, and
// the guards run on every page, in the home route's initial JavaScript.
/**
 * The guard of a record of optional fields: an object whose named fields are absent or hold their kind. Fields it
 * does not name pass (an older or newer site's), so a reload keeps what the visitor gave.
 */
export function storedRecord<Stored extends object>(kinds: FieldKinds<Stored>) {
  const entries: [string, FieldKind][] = Object.entries(kinds);
  return (value: unknown): value is Stored =>
    isJsonObject(value) &&
    entries.every(([field, kind]) => value[field] === undefined || holds(kind, value[field]));
}
