import {
  canApplyWithZip,
  sanitizeZip,
  supportedStateOutcome,
  validateZipCode,
  zipToState,
} from '@carrier/domain';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import { carrier } from '../../../lib/api-client';
import { useForm } from '../../../lib/forms/use-form';
import { personalDataAtom } from '../../../lib/state/benefit';
import { zipCodeAtom } from '../../../lib/state/zip-code';
import { Alert, Button, TextField } from '../../../ui';
import { getSupportedState } from '../api/get-supported-state';

/** The zip page's form: a covered zip starts the wizard, another the sorry page. */
export function ZipForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const [storedZip, setStoredZip] = useAtom(zipCodeAtom);
  const setPersonalData = useSetAtom(personalDataAtom);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm({
    initial: { zipCode: sanitizeZip(storedZip ?? '') },
    validate: validateZipCode,
    sanitize: { zipCode: sanitizeZip },
  });

  const submit = form.handleSubmit(async ({ zipCode }) => {
    const state = zipToState(zipCode);
    if (!state) return;
    setPending(true);
    setError(undefined);
    const result = await getSupportedState(carrier, state);
    setPending(false);
    const outcome = supportedStateOutcome(
      zipCode,
      result.error
        ? {
            ok: false,
            status: result.error.status,
            error: result.error.code,
            errors: result.error.fieldErrors,
          }
        : { ok: true },
    );
    if (outcome.kind === 'show-errors') {
      setError(noticeText(outcome.notice));
      return;
    }
    setStoredZip(zipCode);
    if (!result.error) setPersonalData((data) => ({ ...data, zipCode, state }));
    navigate(outcome.path);
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <TextField
        {...form.field('zipCode')}
        label={intl.formatMessage({ id: 'coverage.zip.label' })}
        description={intl.formatMessage({ id: 'coverage.zip.help' })}
        inputMode="numeric"
        autoComplete="postal-code"
        isRequired
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        type="submit"
        isFullWidth
        isPending={isPending}
        isDisabled={!canApplyWithZip(form.values.zipCode)}
      >
        <FormattedMessage id="common.applyNow" />
      </Button>
    </form>
  );
}
