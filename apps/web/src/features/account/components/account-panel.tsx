import { useIntl } from 'react-intl';
import { Card, Tabs } from '../../../ui';
import type { LoggedIn } from '../hooks/use-login';
import type { AccountTab } from './account-tab';
import { LoginForm } from './login-form';
import { RegisterStepForm } from './register-step-form';

export interface AccountPanelProps {
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  onLoggedIn: (login: LoggedIn) => void;
  firstName?: string;
  lastName?: string;
}

/** The login/register panel: 'Log in' and 'Register' tabs. */
export function AccountPanel({ tab, onTabChange, onLoggedIn, firstName, lastName }: AccountPanelProps) {
  const intl = useIntl();
  return (
    <Card className="account-panel">
      <Tabs
        label={intl.formatMessage({ id: 'account.panel.label' })}
        selectedKey={tab}
        onSelectionChange={(id) => onTabChange(id === 'register' ? 'register' : 'login')}
        items={[
          {
            id: 'login',
            title: intl.formatMessage({ id: 'account.login.title' }),
            content: <LoginForm onLoggedIn={onLoggedIn} />,
          },
          {
            id: 'register',
            title: intl.formatMessage({ id: 'account.register.title' }),
            content: <RegisterStepForm firstName={firstName} lastName={lastName} />,
          },
        ]}
      />
    </Card>
  );
}
