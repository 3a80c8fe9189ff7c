import {
  ADDON_KINDS,
  addonAllowance,
  addonChoiceOutcome,
  effectivePrice,
  groupAddons,
} from '@carrier/domain';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNoticeText } from '../../../i18n/use-notice-text';
import type { AddOnPlan } from '../../../lib/carrier/list-add-on-plans';
import { toast } from '../../../lib/toast';
import { Button, RadioGroup } from '../../../ui';

const groupTitles = defineMessages({
  data: { id: 'catalogue.addons.group.data' },
  voice: { id: 'catalogue.addons.group.voice' },
  text: { id: 'catalogue.addons.group.text' },
});

const units = defineMessages({
  MB: { id: 'catalogue.addons.unit.mb' },
  min: { id: 'catalogue.addons.unit.min' },
  sms: { id: 'catalogue.addons.unit.sms' },
});

export interface AddonPickerProps {
  addons: readonly AddOnPlan[];
  /** The add-on picked, held by the page: its 'Buy Now' takes it along with the plan. */
  chosen: string | null;
  onChange: (addonId: string) => void;
}

/** The $3 page's add-on picker (`#addons`): one add-on among the data, voice and text groups. */
export function AddonPicker({ addons, chosen, onChange }: AddonPickerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const noticeText = useNoticeText();
  const groups = groupAddons(addons);

  const choose = () => {
    const outcome = addonChoiceOutcome(chosen);
    if (outcome.kind === 'toast') toast(noticeText(outcome.message), 'error');
    else navigate(outcome.path);
  };

  return (
    <section id="addons" className="stack addon-picker" aria-labelledby="addons-title">
      <h2 id="addons-title">
        <FormattedMessage id="catalogue.addons.title" />
      </h2>
      <p className="lead">
        <FormattedMessage id="catalogue.addons.lead" />
      </p>
      <div className="grid">
        {ADDON_KINDS.filter((kind) => groups[kind].length > 0).map((kind) => (
          <RadioGroup
            key={kind}
            label={intl.formatMessage(groupTitles[kind])}
            value={groups[kind].some((addon) => String(addon.id) === chosen) ? chosen : null}
            onChange={onChange}
            className="addon-picker__group"
            options={groups[kind].map((addon) => {
              const allowance = addonAllowance(addon);
              return {
                value: String(addon.id),
                label: addon.name,
                description: intl.formatMessage(
                  { id: 'catalogue.addons.option' },
                  {
                    amount: intl.formatNumber(allowance.amount),
                    unit: intl.formatMessage(units[allowance.unit]),
                    price: intl.formatNumber(effectivePrice(addon), { style: 'currency', currency: 'USD' }),
                  },
                ),
              };
            })}
          />
        ))}
      </div>
      <div>
        <Button onPress={choose}>
          <FormattedMessage id="catalogue.addons.continue" />
        </Button>
      </div>
    </section>
  );
}
