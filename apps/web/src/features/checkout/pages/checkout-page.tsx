import { ROUTES } from '@carrier/domain';
import { defineMessages, FormattedMessage } from 'react-intl';
import { MessageList } from '../../../components/message-list/message-list';
import { Card, LinkButton, PageHeader } from '../../../ui';
import '../checkout.css';

const steps = Object.values(
  defineMessages({
    choose: { id: 'checkout.page.step.choose' },
    address: { id: 'checkout.page.step.address' },
    pay: { id: 'checkout.page.step.pay' },
    back: { id: 'checkout.page.step.back' },
  }),
);

/** `/CheckoutPage`: how paying works here: the secure card page, what it accepts, and where to start. */
export function CheckoutPage() {
  return (
    <div className="container section stack" data-gap="lg">
      <PageHeader
        title={<FormattedMessage id="checkout.page.title" />}
        lead={<FormattedMessage id="checkout.page.lead" />}
      />
      <div className="grid" data-columns="2">
        <Card title={<FormattedMessage id="checkout.page.howTitle" />} headingLevel={2}>
          <MessageList ordered className="checkout-steps" messages={steps} />
        </Card>
        <Card title={<FormattedMessage id="checkout.page.safeTitle" />} headingLevel={2}>
          <p>
            <FormattedMessage id="checkout.page.safe" />
          </p>
          <p>
            <FormattedMessage id="checkout.page.cards" />
          </p>
        </Card>
      </div>
      <div className="cluster">
        <LinkButton href={ROUTES.ownPlan}>
          <FormattedMessage id="checkout.page.plans" />
        </LinkButton>
        <LinkButton href={`${ROUTES.threeDollar}#addons`} variant="secondary">
          <FormattedMessage id="checkout.page.addons" />
        </LinkButton>
      </div>
    </div>
  );
}
