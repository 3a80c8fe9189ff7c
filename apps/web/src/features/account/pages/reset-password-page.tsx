import {
  ROLE_CODES,
  ROUTES,
  type Role,
  resetPasswordScope,
  validateResetPassword,
  withQuery,
} from '@carrier/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';
import { useForm } from '../../../lib/forms/use-form';
import { isJsonObject } from '../../../lib/state/stored-record';
import { Alert, Button, LinkButton, TextField } from '../../../ui';
import { CHECK_OPERATIONS, checkResetLink } from '../api/check-reset-link';
import { RESET_OPERATIONS, resetPassword } from '../api/reset-password';

const isRole = (value: string | undefined): value is Role =>
  value !== undefined && Object.hasOwn(ROLE_CODES, value);

/** The home page that logs a role in: `/` for subscribers, the role's alias otherwise. */
const loginPathOf = (role: Role) =>
  role === 'administrator'
    ? ROUTES.administratorHome
    : role === 'reseller'
      ? ROUTES.resellerHome
      : ROUTES.home;

/** A link's code: the carrier's answer to a token that is unknown, used, expired or another role's. */
const DEAD_LINK = 'INVALID_RESET_TOKEN';

/** Checks the link on arrival, without using it up; null when the URL carries no link to check. */
export async function resetLinkLoader({ params, request }: LoaderFunctionArgs) {
  const { role } = params;
  const token = new URL(request.url).searchParams.get('token');
  if (!token || !isRole(role)) return null;
  return { role, token, check: await checkResetLink(carrier, role, token) };
}

/**
 * `/ResetPasswordPage/:role?token=`: a new password for the account the e-mailed link names. Without a token
 * (arriving from the forgot-password form) the page says where the link went; a used or expired link says so on
 * arrival and offers a new one (W-29).
 */
export function ResetPasswordPage() {
  const link = useLoaderData<typeof resetLinkLoader>();
  const errorText = useCarrierErrorText();
  // The forgot-password form passes the address it sent the link to; any other state names none.
  const state: unknown = useLocation().state;
  const sentTo = isJsonObject(state) && typeof state.sentTo === 'string' ? state.sentTo : undefined;
  const [diedWhileTyping, setDiedWhileTyping] = useState<string>();

  if (!link) {
    return (
      <section className="container section narrow-page stack" aria-labelledby="reset-title">
        <h1 id="reset-title">
          <FormattedMessage id="account.reset.heading" />
        </h1>
        <p>
          {sentTo ? (
            <FormattedMessage id="account.reset.checkEmailTo" values={{ email: <strong>{sentTo}</strong> }} />
          ) : (
            <FormattedMessage id="account.reset.needsLink" />
          )}
        </p>
      </section>
    );
  }
  const { role, token, check } = link;
  if (check.error?.code === DEAD_LINK)
    return <DeadLink reason={errorText(CHECK_OPERATIONS[resetPasswordScope(role)], check.error)} />;
  if (diedWhileTyping) return <DeadLink reason={diedWhileTyping} />;
  return <ResetPasswordForm role={role} token={token} onDeadLink={setDiedWhileTyping} />;
}

/** A link that can no longer set a password, and the way to a new one. */
function DeadLink({ reason }: { reason: string }) {
  return (
    <section className="container section narrow-page stack" aria-labelledby="reset-dead-title">
      <h1 id="reset-dead-title">
        <FormattedMessage id="account.reset.deadLink.heading" />
      </h1>
      <p>{reason}</p>
      <p>
        <FormattedMessage id="account.reset.deadLink.lead" />
      </p>
      <div>
        <LinkButton href={ROUTES.forgotPassword}>
          <FormattedMessage id="account.reset.deadLink.offer" />
        </LinkButton>
      </div>
    </section>
  );
}

function ResetPasswordForm({
  role,
  token,
  onDeadLink,
}: {
  role: Role;
  token: string;
  /** The link stopped working while the visitor typed: the words of the refusal. */
  onDeadLink: (reason: string) => void;
}) {
  const intl = useIntl();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const form = useForm({ initial: { password: '', passwordConfirm: '' }, validate: validateResetPassword });
  const errorText = useCarrierErrorText();

  // A reset error shows until the input changes (spec 000 §4).
  const field = (name: 'password' | 'passwordConfirm') => {
    const binding = form.field(name);
    return {
      ...binding,
      onChange: (value: string) => {
        setError(undefined);
        binding.onChange(value);
      },
    };
  };

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    const result = await resetPassword(carrier, role, { passwordResetToken: token, ...values });
    setPending(false);
    if (!result.error) setDone(true);
    else {
      const text = errorText(RESET_OPERATIONS[resetPasswordScope(role)], result.error);
      if (result.error.code === DEAD_LINK) onDeadLink(text);
      else setError(text);
    }
  });

  if (done) {
    return (
      <section className="container section narrow-page stack" aria-labelledby="reset-done-title">
        <h1 id="reset-done-title">
          <FormattedMessage id="account.reset.done" />
        </h1>
        <div>
          <LinkButton
            href={
              role === 'subscriber'
                ? withQuery(ROUTES.logOrRegister, { register: 'false' })
                : loginPathOf(role)
            }
          >
            <FormattedMessage id="account.verified.logIn" />
          </LinkButton>
        </div>
      </section>
    );
  }

  return (
    <section className="container section narrow-page stack" aria-labelledby="reset-title">
      <h1 id="reset-title">
        <FormattedMessage id="account.reset.heading" />
      </h1>
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          {...field('password')}
          label={intl.formatMessage({ id: 'account.reset.newPassword' })}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <TextField
          {...field('passwordConfirm')}
          label={intl.formatMessage({ id: 'account.passwordConfirm' })}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        {(form.formError ?? error) && <Alert tone="error">{form.formError ?? error}</Alert>}
        <Button type="submit" isPending={isPending}>
          <FormattedMessage id="account.reset.submit" />
        </Button>
      </form>
    </section>
  );
}
