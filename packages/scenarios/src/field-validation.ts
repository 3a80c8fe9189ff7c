/** The `message` of every FIELD_VALIDATION_FAILED reply, as the document's examples word it. */
export const FIELD_VALIDATION_MESSAGE = 'Validation failed';
