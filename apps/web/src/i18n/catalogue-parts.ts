/**
 * The catalogue areas only the journeys' features use (the wizard, eligibility, enrolment, checkout, invoice):
 * none of the pre-rendered pages shows them, so a pre-rendered page hydrates without them and they come with the
 * first navigation (`journey-messages.ts`). catalogs.test.ts holds the code to it.
 */
export const JOURNEY_AREAS = ['application', 'checkout', 'eligibility', 'enrolment', 'invoice'] as const;

/** The site's messages, or the journeys' (JOURNEY_AREAS). */
export type CataloguePart = 'site' | 'journeys';

/** The part a catalogue file (`…/catalogs/<locale>/<area>.json`) belongs to. */
export function partOf(path: string): CataloguePart {
  const area = /\/(\w+)\.json$/.exec(path)?.[1] ?? '';
  return (JOURNEY_AREAS as readonly string[]).includes(area) ? 'journeys' : 'site';
}
