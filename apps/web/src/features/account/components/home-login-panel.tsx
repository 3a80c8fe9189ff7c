import { useState } from 'react';
import { useAfterLogin } from '../hooks/use-after-login';
import { AccountPanel } from './account-panel';
import type { AccountTab } from './account-tab';

/** The home page's login/register panel: login first, then the portal (a login started afresh, DESIGN.md). */
export function HomeLoginPanel() {
  const [tab, setTab] = useState<AccountTab>('login');
  const afterLogin = useAfterLogin({ midJourney: false });
  return <AccountPanel tab={tab} onTabChange={setTab} onLoggedIn={afterLogin} />;
}
