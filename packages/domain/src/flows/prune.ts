function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune).filter((item) => !isEmpty(item));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => [key, prune(item)] as const);
  return Object.fromEntries(entries.filter(([, item]) => !isEmpty(item)));
}

/** The status-check payload without empty values, arrays and objects at any depth; 0 and false stay. */
export function pruneEmpty<Payload extends object>(payload: Payload): Partial<Payload> {
  return prune(payload) as Partial<Payload>;
}

/** A payload without its unset fields (undefined, null or ''), so optional fields the form left empty are not sent. */
export function withoutBlanks<Payload extends object>(payload: Payload): Partial<Payload> {
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<Payload>;
}
