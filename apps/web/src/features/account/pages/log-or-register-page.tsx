import { queryValue } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AccountPanel, type AccountTab } from '../components/account-panel';
import { useAfterLogin } from '../hooks/use-after-login';

/** `/LogOrRegisterPage`: the panel on its own, its tab mirrored into `register` (spec 000 §2). */
export function LogOrRegisterPage() {
  const [params, setParams] = useSearchParams();
  const afterLogin = useAfterLogin();
  const tab: AccountTab = params.get('register') === 'true' ? 'register' : 'login';

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
