/** The keys a body may leave out. */
type OptionalKeys<Body> = { [Key in keyof Body]-?: object extends Pick<Body, Key> ? Key : never }[keyof Body];

/**
 * A request body's fields as a form holds them: an optional field may also be null (and any text '', which is
 * dropped like null). A required field keeps its type.
 */
export type Blankable<Body> = {
  [Key in keyof Body]: Key extends OptionalKeys<Body> ? Body[Key] | null | undefined : Body[Key];
};

/** The fields of `Payload` that `Body` does not name: typed `never`, so that passing one fails the typecheck. */
type NoneBut<Body, Payload> = { [Key in Exclude<keyof Payload, keyof Body>]: never };

/**
 * The builder of one request body of the document (`withoutBlanks<components['schemas']['X']>()(fields)`): the
 * fields without their unset values (undefined, null or ''), so optional fields the form left empty are not sent.
 * A field the body does not name, a required field missing or a value of the wrong type fails the typecheck; the
 * body's required texts are the forms' to check non-empty before a payload is built.
 */
export function withoutBlanks<Body extends object>() {
  return <Payload extends Blankable<Body>>(fields: Payload & NoneBut<Body, Payload>): Body =>
    // The entries kept are the typed fields less the blank ones, which the body allows to be absent.
    Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
    ) as Body;
}
