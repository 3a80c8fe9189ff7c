import { queryValue, ROUTES, validateSorryEmail, zipToState } from '@carrier/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { useForm } from '../../../lib/forms/use-form';
import { zipCodeAtom } from '../../../lib/state/zip-code';
import { toast } from '../../../lib/toast';
import { Alert, Button, Card, Link, TextField } from '../../../ui';
import { joinWaitlist } from '../api/join-waitlist';
import '../coverage.css';

/** `/SorryZipCodePage?state=`: the benefit is not in the state yet; an e-mail joins its waitlist, then home. */
export function SorryZipCodePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const zipCode = useAtomValue(zipCodeAtom);
  const stateName = queryValue(params.get('state')) || intl.formatMessage({ id: 'coverage.sorry.yourState' });
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm({ initial: { email: '' }, validate: validateSorryEmail });

  const submit = form.handleSubmit(async ({ email }) => {
    setPending(true);
    setError(undefined);
    const state = zipToState(zipCode);
    const result = await joinWaitlist(carrier, {
      email: email.trim(),
      ...(state ? { state } : {}),
      ...(state && zipCode ? { zipCode } : {}),
    });
    setPending(false);
    if (result.error) {
      setError(form.showFailure('joinWaitlist', result.error));
      return;
    }
    toast(intl.formatMessage({ id: 'coverage.sorry.saved' }), 'success');
    navigate(ROUTES.home);
  });

  return (
    <section className="container section narrow-page stack" aria-labelledby="sorry-title">
      <h1 id="sorry-title">
        <FormattedMessage id="coverage.sorry.title" values={{ state: stateName }} />
      </h1>
      <p className="lead">
        <FormattedMessage id="coverage.sorry.lead" values={{ state: stateName }} />
      </p>
      <Card as="section" title={<FormattedMessage id="coverage.sorry.formTitle" />} headingLevel={2}>
        <form className="stack" noValidate onSubmit={submit}>
          <TextField
            {...form.field('email')}
            label={intl.formatMessage({ id: 'coverage.sorry.email' })}
            type="email"
            autoComplete="email"
            isRequired
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" isFullWidth isPending={isPending}>
            <FormattedMessage id="coverage.sorry.submit" />
          </Button>
        </form>
      </Card>
      <p>
        <FormattedMessage id="coverage.sorry.otherZip" />{' '}
        <Link href={ROUTES.zipCode}>
          <FormattedMessage id="coverage.sorry.tryAgain" />
        </Link>
      </p>
    </section>
  );
}
