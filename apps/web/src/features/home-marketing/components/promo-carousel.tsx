import { ROUTES } from '@carrier/domain';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  LinkButton,
  PhoneIcon,
  SignalIcon,
  SimCardIcon,
  TabletIcon,
} from '../../../ui';
import { useReducedMotion } from '../hooks/use-reduced-motion';

/** How long a slide stays before the next one, when the carousel moves by itself. */
const SLIDE_MS = 7000;

const SLIDES = [
  {
    icon: SignalIcon,
    href: ROUTES.acp,
    text: defineMessages({
      title: { id: 'home.promo.acp.title' },
      body: { id: 'home.promo.acp.body' },
      cta: { id: 'home.promo.acp.cta' },
    }),
  },
  {
    icon: SimCardIcon,
    href: ROUTES.threeDollar,
    text: defineMessages({
      title: { id: 'home.promo.paygo.title' },
      body: { id: 'home.promo.paygo.body' },
      cta: { id: 'home.promo.paygo.cta' },
    }),
  },
  {
    icon: PhoneIcon,
    href: ROUTES.ownPlan,
    text: defineMessages({
      title: { id: 'home.promo.plans.title' },
      body: { id: 'home.promo.plans.body' },
      cta: { id: 'home.promo.plans.cta' },
    }),
  },
  {
    icon: TabletIcon,
    href: ROUTES.internationalRate,
    text: defineMessages({
      title: { id: 'home.promo.international.title' },
      body: { id: 'home.promo.international.body' },
      cta: { id: 'home.promo.international.cta' },
    }),
  },
];

/**
 * The home page's four promotions (spec 000 §2), after the APG carousel pattern: previous/next arrows and a
 * numbered button per slide, a pause button, no movement while the pointer or focus is inside it, none once the
 * visitor has picked a slide (until Play), and none at all when reduced motion is preferred. While it moves by
 * itself the slides are not announced.
 */
export function PromoCarousel() {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !reducedMotion && !stopped && !hovered && !focused;
  const count = SLIDES.length;

  // Each slide stays its full time, however it was reached.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  // A slide the visitor picked stays until Play, even when the carousel saw no hover or focus with the press (one
  // made while the page was loading is carried out later, by the page).
  const go = (next: number) => {
    setStopped(true);
    setIndex((next + count) % count);
  };

  return (
    <section
      className="promo"
      aria-roledescription={intl.formatMessage({ id: 'home.promo.roledescription' })}
      aria-label={intl.formatMessage({ id: 'home.promo.label' })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="promo__controls">
        {/* Hidden by the stylesheet when reduced motion is preferred: the script cannot know it before it runs,
            and removing the button then would move the buttons after it under a finger pressing one. */}
        <button
          type="button"
          className="promo__control promo__pause"
          onClick={() => setStopped((value) => !value)}
          aria-label={
            stopped
              ? intl.formatMessage({ id: 'home.promo.play' })
              : intl.formatMessage({ id: 'home.promo.pause' })
          }
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        <button
          type="button"
          className="promo__control"
          onClick={() => go(index - 1)}
          aria-label={intl.formatMessage({ id: 'home.promo.previous' })}
        >
          <ArrowLeftIcon />
        </button>
        <ul className="promo__numbers">
          {SLIDES.map((slide, position) => (
            <li key={slide.text.title.id}>
              <button
                type="button"
                className="promo__number"
                aria-current={position === index ? 'true' : undefined}
                aria-label={intl.formatMessage(
                  { id: 'home.promo.goTo' },
                  { n: position + 1, title: intl.formatMessage(slide.text.title) },
                )}
                onClick={() => go(position)}
              >
                {position + 1}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="promo__control"
          onClick={() => go(index + 1)}
          aria-label={intl.formatMessage({ id: 'home.promo.next' })}
        >
          <ArrowRightIcon />
        </button>
      </div>
      <div className="promo__slides" aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {SLIDES.map((slide, position) => {
          const Icon = slide.icon;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide a group (roledescription 'slide'); a fieldset is for form controls
            <div
              key={slide.text.title.id}
              className="promo__slide"
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'home.promo.slide' })}
              aria-label={intl.formatMessage({ id: 'home.promo.position' }, { n: position + 1, count })}
              hidden={position !== index}
            >
              <Icon size={40} />
              <h2 className="promo__title">
                <FormattedMessage {...slide.text.title} />
              </h2>
              <p>
                <FormattedMessage {...slide.text.body} />
              </p>
              <div>
                <LinkButton href={slide.href} variant="secondary">
                  <FormattedMessage {...slide.text.cta} />
                </LinkButton>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
