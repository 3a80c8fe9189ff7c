import { ROUTES, validateLogin } from '@carrier/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm } from '../../../lib/forms/use-form';
import { Alert, Button, Link, TextField } from '../../../ui';
import { type LoggedIn, useLogin } from '../hooks/use-login';

/**
 * The login form. Where a login leads is the caller's: the portal from home, the page the visitor came from
 * when the login was asked for on the way.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (login: LoggedIn) => void }) {
  const intl = useIntl();
  const { login, isPending, error } = useLogin(onLoggedIn);
  const form = useForm({ initial: { email: '', password: '' }, validate: validateLogin });

  return (
    <form
      className="stack"
      noValidate
      aria-label={intl.formatMessage({ id: 'account.login.title' })}
      onSubmit={form.handleSubmit((values) => login(values.email.trim(), values.password))}
    >
      <TextField
        {...form.field('email')}
        label={intl.formatMessage({ id: 'account.email' })}
        type="email"
        autoComplete="username"
        isRequired
      />
      <TextField
        {...form.field('password')}
        label={intl.formatMessage({ id: 'account.password' })}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      {(form.formError ?? error) && <Alert tone="error">{form.formError ?? error}</Alert>}
      <Button type="submit" isPending={isPending} isFullWidth>
        <FormattedMessage id="account.login.submit" />
      </Button>
      <Link href={ROUTES.forgotPassword}>
        <FormattedMessage id="account.login.forgot" />
      </Link>
    </form>
  );
}
