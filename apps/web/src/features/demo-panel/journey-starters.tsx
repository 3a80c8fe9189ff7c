import { FormattedMessage, useIntl } from 'react-intl';
import { starterLink } from '../../lib/demo/demo-links';
import type { JourneyStarter } from '../../lib/demo/mock-control';
import { starterTitle } from './starter-titles';

/** One link per failure path: each seeds a new journey for the tab that opens it (the mock's starters). */
export function JourneyStarters({ starters }: { starters: readonly JourneyStarter[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="demo-starters">
      <h3 id="demo-starters">
        <FormattedMessage id="demo.starters" />
      </h3>
      <p>
        <FormattedMessage id="demo.starters.lead" />
      </p>
      <ul className="demo-panel__list">
        {starters.map((starter) => {
          const title = starterTitle(starter.id);
          return (
            <li key={starter.id}>
              <a href={starterLink(window.location.origin, window.location.pathname, starter.id)}>
                {title ? intl.formatMessage(title) : starter.description}
              </a>
              <p className="demo-panel__description">
                <FormattedMessage
                  id="demo.starters.outcome"
                  values={{ page: <code>{starter.outcome}</code> }}
                />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
