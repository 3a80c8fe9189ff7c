import { LIMITS, queryValue, ROUTES, validateVerificationCode } from '@carrier/domain';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { useForm } from '../../../lib/forms/use-form';
import { toast } from '../../../lib/toast';
import { Alert, Button, TextField } from '../../../ui';
import { resendCode } from '../api/resend-code';
import { verifyEmail } from '../api/verify-email';

/** `/VerifyEmailPage/:email?` (or `?emailAddress=`): the six-character code, and 'Send code again'. */
export function VerifyEmailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { email: pathEmail } = useParams();
  const [params] = useSearchParams();
  const givenEmail = queryValue(pathEmail ?? params.get('emailAddress'));
  const [isPending, setPending] = useState(false);
  const [isResending, setResending] = useState(false);
  const [error, setError] = useState<string>();
  const [unknownEmail, setUnknownEmail] = useState<string>();
  const errorText = useCarrierErrorText();
  const form = useForm({
    initial: { email: givenEmail, code: '' },
    validate: validateVerificationCode,
    sanitize: { code: (code) => code.trim().slice(0, LIMITS.verificationCodeLength) },
  });
  const email = form.values.email.trim();

  const sendAgain = async () => {
    setResending(true);
    const result = await resendCode(carrier, email);
    setResending(false);
    // An address the carrier does not know was sent nothing: the page says so where it said it sent a code.
    if (result.error?.code === 'EMAIL_NOT_FOUND') setUnknownEmail(email);
    if (result.error) setError(errorText('resendVerificationCode', result.error));
    else toast(intl.formatMessage({ id: 'toast.codeSent' }), 'success');
  };

  // Arriving with `resendCode=yes` (a login of an unverified account) sends a fresh code once.
  const resentOnArrival = useRef(false);
  const resendOnArrival = params.get('resendCode') === 'yes' && givenEmail !== '';
  useEffect(() => {
    if (!resendOnArrival || resentOnArrival.current) return;
    resentOnArrival.current = true;
    void sendAgain();
  });

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    setError(undefined);
    const result = await verifyEmail(carrier, email, values.code);
    setPending(false);
    if (result.error) setError(errorText('verifyEmail', result.error));
    else navigate(ROUTES.accountVerified);
  });

  return (
    <section className="container section narrow-page stack" aria-labelledby="verify-email-title">
      <h1 id="verify-email-title">
        <FormattedMessage id="account.verify.heading" />
      </h1>
      {givenEmail && unknownEmail !== givenEmail ? (
        <p>
          <FormattedMessage id="account.verify.lead" values={{ email: <strong>{givenEmail}</strong> }} />
        </p>
      ) : null}
      <form className="stack" noValidate onSubmit={submit}>
        {!givenEmail && (
          <TextField
            {...form.field('email')}
            label={intl.formatMessage({ id: 'account.email' })}
            type="email"
            autoComplete="email"
            isRequired
          />
        )}
        <TextField
          {...form.field('code')}
          label={intl.formatMessage({ id: 'account.verify.code' })}
          autoComplete="one-time-code"
          maxLength={LIMITS.verificationCodeLength}
          isRequired
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="cluster">
          <Button type="submit" isPending={isPending}>
            <FormattedMessage id="account.verify.continue" />
          </Button>
          <Button variant="secondary" isPending={isResending} isDisabled={!email} onPress={sendAgain}>
            <FormattedMessage id="emailCode.sendAgain" />
          </Button>
        </div>
      </form>
    </section>
  );
}
