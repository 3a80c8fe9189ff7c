import { FormattedMessage } from 'react-intl';
import { ArrowLeftIcon, ArrowRightIcon, Button, LinkButton } from '../../../ui';

/** Back (a link to the previous page) and Continue (the form's submit). */
export function WizardActions({
  backHref,
  isPending,
  continueLabel,
}: {
  backHref: string;
  isPending?: boolean;
  continueLabel?: React.ReactNode;
}) {
  return (
    <div className="wizard__actions">
      <LinkButton href={backHref} variant="secondary">
        <ArrowLeftIcon size={18} />
        <FormattedMessage id="wizard.back" />
      </LinkButton>
      <Button type="submit" isPending={isPending}>
        {continueLabel ?? (
          <>
            <FormattedMessage id="wizard.continue" />
            <ArrowRightIcon size={18} />
          </>
        )}
      </Button>
    </div>
  );
}
