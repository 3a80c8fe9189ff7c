import { ROUTES, validateForgotPassword } from '@carrier/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { useForm } from '../../../lib/forms/use-form';
import { Alert, Button, TextField } from '../../../ui';
import { forgotPassword } from '../api/forgot-password';

/** `/ForgotPasswordPage`: the e-mail gets a reset link; then the reset page (spec 001 §7). */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm({ initial: { email: '' }, validate: validateForgotPassword });
  const errorText = useCarrierErrorText();

  const submit = form.handleSubmit(async ({ email }) => {
    setPending(true);
    setError(undefined);
    const result = await forgotPassword(carrier, email.trim());
    setPending(false);
    if (result.error) setError(errorText('forgotPassword', result.error));
    else navigate(`${ROUTES.resetPassword}/subscriber`, { state: { sentTo: email.trim() } });
  });

  return (
    <section className="container section narrow-page stack" aria-labelledby="forgot-title">
      <h1 id="forgot-title">
        <FormattedMessage id="account.forgot.heading" />
      </h1>
      <p>
        <FormattedMessage id="account.forgot.lead" />
      </p>
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          {...form.field('email')}
          label={intl.formatMessage({ id: 'account.email' })}
          type="email"
          autoComplete="email"
          isRequired
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" isPending={isPending}>
          <FormattedMessage id="account.forgot.submit" />
        </Button>
      </form>
    </section>
  );
}
