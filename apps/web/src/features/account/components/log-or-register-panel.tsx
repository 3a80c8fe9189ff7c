import { queryValue } from '@carrier/domain';
import { useSearchParams } from 'react-router';
import { useAfterLogin } from '../hooks/use-after-login';
import { AccountPanel } from './account-panel';
import { type AccountTab, accountTabOf } from './account-tab';

/** /LogOrRegisterPage's panel: its tab mirrored into `register` (spec 000 §2), the names a registration carries. */
export function LogOrRegisterPanel() {
  const [params, setParams] = useSearchParams();
  const afterLogin = useAfterLogin();
  const showTab = (next: AccountTab) =>
    setParams(
      (current) => {
        current.set('register', String(next === 'register'));
        return current;
      },
      { replace: true },
    );
  return (
    <AccountPanel
      tab={accountTabOf(params)}
      onTabChange={showTab}
      onLoggedIn={afterLogin}
      firstName={queryValue(params.get('firstName')) || undefined}
      lastName={queryValue(params.get('lastName')) || undefined}
    />
  );
}
