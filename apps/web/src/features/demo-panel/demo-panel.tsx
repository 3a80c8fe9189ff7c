import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { demoLinkReport } from '../../lib/demo/demo-links';
import {
  type ArmedScenario,
  armScenario,
  disarmScenarios,
  type JourneyStarter,
  listScenarios,
  listStarters,
  type Scenario,
} from '../../lib/demo/mock-control';
import { callOutcomes, mockSessionId } from '../../lib/demo/mock-session';
import { Alert, Button, Checkbox, useHydrated } from '../../ui';
import { CopyLink } from './copy-link';
import { JourneyStarters } from './journey-starters';
import en from './messages/en.json';
import es from './messages/es.json';
import './demo-panel.css';

const panelMessages: Record<string, Record<string, string>> = { en, es };

interface Loaded {
  scenarios: Scenario[];
  armed: ArmedScenario[];
  starters: JourneyStarter[];
}

/** Scenarios of the page's operations first; all of them on request. */
function scenariosFor(scenarios: Scenario[], operations: readonly string[], showAll: boolean): Scenario[] {
  if (showAll || operations.length === 0) return scenarios;
  return scenarios.filter((scenario) =>
    scenario.operations.some((operation) => operations.includes(operation)),
  );
}

function Panel({ operations }: { operations: readonly string[] }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<string>();
  const [showAll, setShowAll] = useState(false);
  const calls = useSyncExternalStore(callOutcomes.subscribe, callOutcomes.get);

  const refresh = useCallback(async (change?: () => Promise<void>) => {
    setError(undefined);
    try {
      await change?.();
      const [listing, starters] = await Promise.all([listScenarios(), listStarters()]);
      setLoaded({ ...listing, starters });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const mine = loaded?.armed.filter((armed) => armed.session === mockSessionId()) ?? [];
  const shown = loaded ? scenariosFor(loaded.scenarios, operations, showAll) : [];
  const { problems } = demoLinkReport();

  return (
    <div className="demo-panel__body stack" data-gap="sm">
      <p className="demo-panel__session">
        <FormattedMessage id="demo.session" values={{ session: <code>{mockSessionId()}</code> }} />
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {problems.length > 0 && (
        <Alert tone="error" title={<FormattedMessage id="demo.linkProblems" />}>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <section aria-labelledby="demo-armed">
        <h3 id="demo-armed">
          <FormattedMessage id="demo.armed" />
        </h3>
        {mine.length === 0 ? (
          <p>
            <FormattedMessage id="demo.armed.none" />
          </p>
        ) : (
          <ul className="demo-panel__list">
            {mine.map((armed) => (
              <li key={armed.scenario}>
                <code>{armed.scenario}</code> ×{armed.remaining}
              </li>
            ))}
          </ul>
        )}
        <Button
          size="sm"
          variant="secondary"
          isDisabled={mine.length === 0}
          onPress={() => refresh(disarmScenarios)}
        >
          <FormattedMessage id="demo.reset" />
        </Button>
      </section>
      <CopyLink scenarios={mine.map((armed) => armed.scenario)} />
      {loaded && <JourneyStarters starters={loaded.starters} />}
      <section aria-labelledby="demo-scenarios">
        <h3 id="demo-scenarios">
          <FormattedMessage id="demo.scenarios" />
        </h3>
        <Checkbox isSelected={showAll} onChange={setShowAll}>
          {intl.formatMessage({ id: 'demo.showAll' })}
        </Checkbox>
        <ul className="demo-panel__list">
          {shown.map((scenario) => (
            <li key={scenario.id} className="demo-panel__scenario">
              <div>
                <code>{scenario.id}</code> <span className="demo-panel__status">{scenario.status}</span>
                <p className="demo-panel__description">{scenario.description}</p>
              </div>
              <Button
                size="sm"
                aria-label={intl.formatMessage({ id: 'demo.armScenario' }, { scenario: scenario.id })}
                onPress={() => refresh(() => armScenario(scenario.id))}
              >
                <FormattedMessage id="demo.arm" />
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="demo-calls">
        <h3 id="demo-calls">
          <FormattedMessage id="demo.calls" />
        </h3>
        {calls.length === 0 ? (
          <p>
            <FormattedMessage id="demo.calls.none" />
          </p>
        ) : (
          <ol className="demo-panel__list" aria-live="polite">
            {calls.map((call, index) => (
              <li key={index}>
                <code>
                  {call.method} {call.path}
                </code>{' '}
                {call.status} <strong>{call.outcome}</strong>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * The demo panel (development and demo builds only): arms the mock's scenarios for this tab's own session,
 * shows what is armed and the outcome of the latest calls.
 */
export function DemoPanel({ operations }: { operations: readonly string[] }) {
  const parent = useIntl();
  // A demo link that could not do everything opens the panel to say so; one that worked leaves the page clear.
  const [open, setOpen] = useState(demoLinkReport().problems.length > 0);
  // The page formats in a regional locale ('es-US'); the panel's catalogues are by language.
  const language = new Intl.Locale(parent.locale).language;
  const messages = { ...parent.messages, ...(panelMessages[language] ?? en) } as Record<string, string>;
  // Not in the pre-rendered HTML: pressed before the page's script runs, its button would do nothing (the press is
  // lost), so it shows once the page answers.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <IntlProvider locale={parent.locale} messages={messages}>
      <aside className="demo-panel" aria-labelledby="demo-panel-title" data-open={open || undefined}>
        <Button size="sm" variant="secondary" aria-expanded={open} onPress={() => setOpen((value) => !value)}>
          <span id="demo-panel-title">
            <FormattedMessage id="demo.title" />
          </span>
        </Button>
        {open && <Panel operations={operations} />}
      </aside>
    </IntlProvider>
  );
}
