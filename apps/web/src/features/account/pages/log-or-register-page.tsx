import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { whenUsed } from '../../../lib/when-visible';
import { Alert, useHydrated } from '../../../ui';
import { accountTabOf } from '../components/account-tab';

// The page's first screen, but its HTML is a form a visitor can fill in as it is: its code comes when used.
const LogOrRegisterPanel = whenUsed('log-or-register', () =>
  import('../components/log-or-register-panel').then((module) => module.LogOrRegisterPanel),
);

/**
 * Why a login is asked mid-journey (N-3), by the query of the page that sent the visitor here: the shipping page
 * (a login that ended or never was), the enrolment (the choices are kept), or any page that asked to come back.
 */
function loginReason(params: URLSearchParams): ReactNode {
  if (params.get('shippingPage') === 'true') return <FormattedMessage id="account.loginReason.shipping" />;
  if (params.get('tribal') === 'true') return <FormattedMessage id="account.loginReason.enrolment" />;
  if (params.get('returnTo')) return <FormattedMessage id="account.loginReason.returnTo" />;
  return null;
}

/** `/LogOrRegisterPage`: the panel on its own, its tab mirrored into `register` (spec 000 §2). */
export function LogOrRegisterPage() {
  const [params] = useSearchParams();
  const tab = accountTabOf(params);
  // The pre-rendered page has no query: the reason shows once the page answers, so the HTML matches.
  const hydrated = useHydrated();
  const reason = hydrated && loginReason(params);

  return (
    <section className="container section narrow-page stack" aria-labelledby="log-or-register-title">
      <h1 id="log-or-register-title">
        {tab === 'register' ? (
          <FormattedMessage id="account.register.heading" />
        ) : (
          <FormattedMessage id="account.login.heading" />
        )}
      </h1>
      {reason && <Alert tone="info">{reason}</Alert>}
      <LogOrRegisterPanel />
    </section>
  );
}
