import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { linkWithScenarios } from '../../lib/demo/demo-links';
import { Button } from '../../ui';

type Copied = 'no' | 'yes' | 'failed';

/** This page's address with what is armed for the tab, to open in another tab or browser. */
export function CopyLink({ scenarios }: { scenarios: readonly string[] }) {
  const [copied, setCopied] = useState<Copied>('no');
  const link = linkWithScenarios(window.location.href, scenarios);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <section aria-labelledby="demo-link">
      <h3 id="demo-link">
        <FormattedMessage id="demo.link" />
      </h3>
      <p>
        <FormattedMessage id="demo.link.lead" />
      </p>
      <p className="demo-panel__link">
        <code data-testid="demo-link">{link}</code>
      </p>
      <Button size="sm" variant="secondary" onPress={() => void copy()}>
        <FormattedMessage id="demo.link.copy" />
      </Button>
      <p role="status">
        {copied === 'yes' && <FormattedMessage id="demo.link.copied" />}
        {copied === 'failed' && <FormattedMessage id="demo.link.copyFailed" />}
      </p>
    </section>
  );
}
