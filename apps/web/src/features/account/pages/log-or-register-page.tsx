import { queryValue } from '@carrier/domain';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Alert, useHydrated } from '../../../ui';
import { AccountPanel, type AccountTab } from '../components/account-panel';
import { useAfterLogin } from '../hooks/use-after-login';

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
  const [params, setParams] = useSearchParams();
  const afterLogin = useAfterLogin();
  const tab: AccountTab = params.get('register') === 'true' ? 'register' : 'login';
  // The pre-rendered page has no query: the reason shows once the page answers, so the HTML matches.
  const hydrated = useHydrated();
  const reason = hydrated && loginReason(params);

  const showTab = (next: AccountTab) =>
    setParams(
      (current) => {
        current.set('register', String(next === 'register'));
        return current;
      },
      { replace: true },
    );

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
      <AccountPanel
        tab={tab}
        onTabChange={showTab}
        onLoggedIn={afterLogin}
        firstName={queryValue(params.get('firstName')) || undefined}
        lastName={queryValue(params.get('lastName')) || undefined}
      />
    </section>
  );
}
