import usMap from 'virtual:state-shapes';
import { isAcpState, STATE_CODES, stateName } from '@carrier/domain';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** us-atlas names its states; the domain's list gives their codes. */
const codeByName = new Map(STATE_CODES.map((code) => [stateName(code) ?? code, code]));

interface StateShape {
  code: string;
  name: string;
  d: string;
  covered: boolean;
}

/** The states as drawn at build time, with their codes and coverage, in alphabetical order of their names. */
function stateShapes(): StateShape[] {
  return usMap.states
    .flatMap(({ name, d }) => {
      const code = codeByName.get(name);
      return code ? [{ code, name, d, covered: isAcpState(code) }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The US map of covered states: covered ones shaded and linked to the list; every state reachable by keyboard (Tab,
 * in alphabetical order) and named with whether it is covered; the state under the pointer or focus is named below.
 */
export function CoverageMap() {
  const intl = useIntl();
  const shapes = useMemo(stateShapes, []);
  // Pointer and focus each name a state; the latest to name one is shown, and when it lets go the other's shows
  // again (a pointer resting on the map while the page scrolls to a focused state must not blank the name).
  const [hovered, setHovered] = useState<StateShape | null>(null);
  const [focused, setFocused] = useState<StateShape | null>(null);
  const [latest, setLatest] = useState<'pointer' | 'focus'>('pointer');
  const active = latest === 'focus' ? (focused ?? hovered) : (hovered ?? focused);
  const label = (shape: StateShape) =>
    shape.covered
      ? intl.formatMessage({ id: 'agents.map.covered' }, { state: shape.name })
      : intl.formatMessage({ id: 'agents.map.notCovered' }, { state: shape.name });
  return (
    <figure className="coverage-map">
      <svg viewBox={usMap.viewBox} className="coverage-map__svg">
        <title>{intl.formatMessage({ id: 'agents.map.label' })}</title>
        {shapes.map((shape) => (
          // Every state is a link, named with whether it is covered (W-19): a covered one to its entry in the list
          // below, an uncovered one to the list itself.
          <a
            key={shape.code}
            href={shape.covered ? `#covered-${shape.code}` : '#agents-list-title'}
            aria-label={label(shape)}
            className="coverage-map__link"
            data-state={shape.code}
            onFocus={() => {
              setFocused(shape);
              setLatest('focus');
            }}
            onBlur={() => setFocused(null)}
            onMouseEnter={() => {
              setHovered(shape);
              setLatest('pointer');
            }}
            onMouseLeave={() => setHovered(null)}
          >
            <path
              d={shape.d}
              className={`coverage-map__state${shape.covered ? ' coverage-map__state--covered' : ''}`}
            >
              <title>{label(shape)}</title>
            </path>
          </a>
        ))}
      </svg>
      <figcaption className="coverage-map__caption">
        <span className="coverage-map__key">
          <span className="coverage-map__swatch coverage-map__swatch--covered" aria-hidden="true" />
          <FormattedMessage id="agents.map.keyCovered" />
        </span>
        <span className="coverage-map__key">
          <span className="coverage-map__swatch" aria-hidden="true" />
          <FormattedMessage id="agents.map.keyNotCovered" />
        </span>
        <output className="coverage-map__active" aria-live="polite" data-testid="map-active-state">
          {active ? label(active) : intl.formatMessage({ id: 'agents.map.hint' })}
        </output>
      </figcaption>
    </figure>
  );
}
