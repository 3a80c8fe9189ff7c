import { ROUTES, validateRegisterStep } from '@carrier/domain';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useForm } from '../../../lib/forms/use-form';
import { registerFirstNameAtom, registerLastNameAtom } from '../../../lib/state/session';
import { Button, TextField } from '../../../ui';

/** Register step one: the names, kept for the session, then the registration page (spec 000 §4). */
export function RegisterStepForm({
  firstName = '',
  lastName = '',
}: {
  firstName?: string;
  lastName?: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const setFirstName = useSetAtom(registerFirstNameAtom);
  const setLastName = useSetAtom(registerLastNameAtom);
  const form = useForm({ initial: { firstName, lastName }, validate: validateRegisterStep });

  return (
    <form
      className="stack"
      noValidate
      aria-label={intl.formatMessage({ id: 'account.register.title' })}
      onSubmit={form.handleSubmit((values) => {
        setFirstName(values.firstName.trim());
        setLastName(values.lastName.trim());
        navigate(ROUTES.registration);
      })}
    >
      <TextField
        {...form.field('firstName')}
        label={intl.formatMessage({ id: 'account.firstName' })}
        autoComplete="given-name"
        isRequired
      />
      <TextField
        {...form.field('lastName')}
        label={intl.formatMessage({ id: 'account.lastName' })}
        autoComplete="family-name"
        isRequired
      />
      <Button type="submit" isFullWidth>
        <FormattedMessage id="account.register.continue" />
      </Button>
    </form>
  );
}
