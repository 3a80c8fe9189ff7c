import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLogOut } from '../../../lib/state/use-log-out';
import { LoadingState } from '../../../ui';

/** `/LogOut`: clears the session and goes home after the logout delay. */
export function LogOutPage() {
  const intl = useIntl();
  const logOut = useLogOut();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    logOut();
  }, [logOut]);
  return (
    <section className="container section">
      <LoadingState label={intl.formatMessage({ id: 'account.logOut.pending' })} />
    </section>
  );
}
