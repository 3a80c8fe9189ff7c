import { ROUTES, sanitizeZip } from '@carrier/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { zipCodeAtom } from '../../../lib/state/zip-code';
import { Button, TextField } from '../../../ui';

/**
 * The coverage box: a zip (digits only, at most 5); 'Let's go' remembers it and opens the zip page. The domain's
 * sanitiser cuts to five digits, not the input's maxlength, which would cut a pasted ' 33131' before the space goes.
 */
export function ZipBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const setZip = useSetAtom(zipCodeAtom);
  const [zip, setValue] = useState('');
  return (
    <form
      className="zip-box"
      onSubmit={(event) => {
        event.preventDefault();
        setZip(zip);
        navigate(ROUTES.zipCode);
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'home.zip.label' })}
        value={zip}
        onChange={(value) => setValue(sanitizeZip(value))}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="12345"
      />
      <Button type="submit">
        <FormattedMessage id="home.zip.go" />
      </Button>
    </form>
  );
}
