import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Await, useLoaderData } from 'react-router';
import { carrier } from '../../../lib/api-client';
import { ClientSuspense } from '../../../lib/client-suspense';
import { deferred } from '../../../lib/deferred';
import {
  Alert,
  Button,
  Card,
  Fact,
  GlobeIcon,
  LoadingState,
  NativeSelect,
  PageHeader,
  Table,
} from '../../../ui';
import { listRates, type Rate } from '../api/list-rates';
import '../rates.css';
import { useCarrierErrorText } from '../../../lib/carrier/use-carrier-error';

/** Every destination's rates. */
export function ratesLoader() {
  return { rates: deferred(() => listRates(carrier)) };
}

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** `/InternationalRatePage`: a destination's rates on request, and every rate by initial letter. */
export function InternationalRatePage() {
  const { rates } = useLoaderData<ReturnType<typeof ratesLoader>>();
  const errorText = useCarrierErrorText();
  // The count arrives with the rates; until then a dash of its width holds the sentence's place.
  const count = (
    <ClientSuspense fallback="–">
      <Await resolve={rates}>{(loaded: Awaited<typeof rates>) => loaded.data?.length ?? 0}</Await>
    </ClientSuspense>
  );
  return (
    <div className="container section stack" data-gap="lg">
      <PageHeader
        title={<FormattedMessage id="rates.title" />}
        lead={<FormattedMessage id="rates.lead" values={{ count }} />}
      />
      <ClientSuspense
        fallback={
          <div className="data-placeholder">
            <LoadingState />
          </div>
        }
      >
        <Await resolve={rates}>
          {(loaded: Awaited<typeof rates>) =>
            loaded.error ? (
              <Alert tone="error">{errorText('listRates', loaded.error)}</Alert>
            ) : (
              <Rates rates={loaded.data} />
            )
          }
        </Await>
      </ClientSuspense>
    </div>
  );
}

function Rates({ rates }: { rates: Rate[] }) {
  const intl = useIntl();
  const nameOf = (code: string) => intl.formatDisplayName(code, { type: 'region' }) ?? code;
  const named = useMemo(
    () =>
      rates
        .map((rate) => ({
          ...rate,
          name: intl.formatDisplayName(rate.country, { type: 'region' }) ?? rate.country,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [rates, intl],
  );
  const [country, setCountry] = useState<string | null>(null);
  const [checked, setChecked] = useState<(typeof named)[number] | null>(null);
  const [letter, setLetter] = useState<string | null>(null);
  const initial = (name: string) => name.normalize('NFD').charAt(0).toUpperCase();
  const available = new Set(named.map((rate) => initial(rate.name)));
  const shown = letter ? named.filter((rate) => initial(rate.name) === letter) : named;
  const perMinute = (value: number) =>
    intl.formatMessage(
      { id: 'rates.perMinute' },
      { price: intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 3 }) },
    );
  const perText = (value: number) =>
    intl.formatMessage(
      { id: 'rates.perText' },
      { price: intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 3 }) },
    );

  return (
    <>
      <Card className="rate-check" headingLevel={2} title={<FormattedMessage id="rates.checkTitle" />}>
        <form
          className="rate-check__form"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(named.find((rate) => rate.country === country) ?? null);
          }}
        >
          <NativeSelect
            label={intl.formatMessage({ id: 'rates.country' })}
            items={named.map((rate) => ({ id: rate.country, label: rate.name }))}
            selectedKey={country}
            onSelectionChange={setCountry}
          />
          <Button type="submit" isDisabled={!country}>
            <FormattedMessage id="rates.checkYourRate" />
          </Button>
        </form>
        {checked && (
          <div className="rate-result" aria-live="polite">
            <GlobeIcon size={32} />
            <div className="stack" data-gap="sm">
              <h3>{nameOf(checked.country)}</h3>
              <dl className="rate-result__list">
                <Fact term={<FormattedMessage id="rates.col.landline" />}>
                  {perMinute(checked.landlineCallRate)}
                </Fact>
                <Fact term={<FormattedMessage id="rates.col.mobile" />}>
                  {perMinute(checked.mobileCallRate)}
                </Fact>
                <Fact term={<FormattedMessage id="rates.col.sms" />}>{perText(checked.smsRate)}</Fact>
              </dl>
            </div>
          </div>
        )}
      </Card>
      <section className="stack" aria-labelledby="all-rates-title">
        <h2 id="all-rates-title">
          <FormattedMessage id="rates.allTitle" />
        </h2>
        <nav aria-label={intl.formatMessage({ id: 'rates.letters' })} className="letter-filter">
          <button
            type="button"
            className="letter-filter__button"
            aria-pressed={letter === null}
            onClick={() => setLetter(null)}
          >
            <FormattedMessage id="rates.all" />
          </button>
          {LETTERS.map((candidate) => (
            <button
              type="button"
              key={candidate}
              className="letter-filter__button"
              aria-pressed={letter === candidate}
              disabled={!available.has(candidate)}
              onClick={() => setLetter(candidate)}
            >
              {candidate}
            </button>
          ))}
        </nav>
        <Table
          caption={intl.formatMessage({ id: 'rates.tableCaption' })}
          hideCaption
          columns={[
            { key: 'name', header: intl.formatMessage({ id: 'rates.col.country' }) },
            { key: 'landline', header: intl.formatMessage({ id: 'rates.col.landline' }), align: 'end' },
            { key: 'mobile', header: intl.formatMessage({ id: 'rates.col.mobile' }), align: 'end' },
            { key: 'sms', header: intl.formatMessage({ id: 'rates.col.sms' }), align: 'end' },
          ]}
          rows={shown.map((rate) => ({
            id: rate.country,
            name: rate.name,
            landline: perMinute(rate.landlineCallRate),
            mobile: perMinute(rate.mobileCallRate),
            sms: perText(rate.smsRate),
          }))}
        />
      </section>
    </>
  );
}
