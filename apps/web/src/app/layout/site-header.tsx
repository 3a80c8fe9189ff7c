import { ROUTES, withQuery } from '@carrier/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localePath } from '../../i18n/locale-path';
import { DEFAULT_LOCALE, FORMAT_LOCALES, LOCALES } from '../../i18n/locales';
import { portalUrl } from '../../lib/portal';
import { returnToAtom } from '../../lib/return-to';
import { isLoggedInAtom, tokenAtom, userDataAtom } from '../../lib/state/session';
import { useLogOut } from '../../lib/state/use-log-out';
import { Button, Link, LinkButton, Logo, Menu, MenuIcon, useHydrated } from '../../ui';

const navText = defineMessages({
  plans: { id: 'layout.nav.plans' },
  prepaid: { id: 'layout.nav.prepaid' },
  activate: { id: 'layout.nav.activate' },
  rates: { id: 'layout.nav.rates' },
  agents: { id: 'layout.nav.agents' },
  faq: { id: 'layout.nav.faq' },
});

const NAV_LINKS = [
  { href: ROUTES.ownPlan, text: navText.plans },
  { href: ROUTES.prePaid, text: navText.prepaid },
  { href: ROUTES.activeSimCard, text: navText.activate },
  { href: ROUTES.internationalRate, text: navText.rates },
  { href: ROUTES.agent, text: navText.agents },
  { href: ROUTES.faq, text: navText.faq },
];

const languageNames = defineMessages({
  en: { id: 'layout.language.en' },
  es: { id: 'layout.language.es' },
});

/**
 * The language switch: a plain link per language to this page's address in it (each language has its own
 * addresses, pre-rendered), so it works before the page's script runs; the head script stores the choice.
 */
function LanguageSwitch() {
  const intl = useIntl();
  const locale = LOCALES.find((code) => FORMAT_LOCALES[code] === intl.locale) ?? DEFAULT_LOCALE;
  const location = useLocation();
  // The pre-render knows no query: the render that hydrates says none either, the next one adds it.
  const hydrated = useHydrated();
  const path = `${location.pathname}${hydrated ? `${location.search}${location.hash}` : ''}`;
  return (
    <ul className="language-switch" aria-label={intl.formatMessage({ id: 'layout.language' })}>
      {LOCALES.map((code) => (
        <li key={code}>
          <a
            className="language-switch__link"
            href={localePath(code, path)}
            hrefLang={code}
            lang={code}
            data-locale-choice={code}
            aria-current={code === locale ? 'true' : undefined}
          >
            {intl.formatMessage(languageNames[code])}
          </a>
        </li>
      ))}
    </ul>
  );
}

function AccountActions() {
  // Pages are pre-rendered for a visitor not logged in: the render that hydrates one says so too (a mismatch would
  // make React discard the page's HTML), the login shows from the render after.
  const hydrated = useHydrated();
  const loggedIn = useAtomValue(isLoggedInAtom) && hydrated;
  // A login started from the header goes on to the account portal, not back into an earlier journey (DESIGN.md).
  const setReturnTo = useSetAtom(returnToAtom);
  const forgetReturnTo = () => setReturnTo(RESET);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userDataAtom);
  const logOut = useLogOut();
  if (loggedIn && token) {
    return (
      <div className="cluster">
        <LinkButton variant="secondary" size="sm" href={portalUrl(token, user?.roleCode ?? 3)}>
          <FormattedMessage id="common.myAccount" />
        </LinkButton>
        <Button variant="ghost" size="sm" onPress={logOut}>
          <FormattedMessage id="layout.logOut" />
        </Button>
      </div>
    );
  }
  return (
    <div className="cluster">
      <LinkButton
        variant="ghost"
        size="sm"
        href={withQuery(ROUTES.logOrRegister, { register: 'false' })}
        onPress={forgetReturnTo}
      >
        <FormattedMessage id="layout.signIn" />
      </LinkButton>
      <LinkButton
        size="sm"
        href={withQuery(ROUTES.logOrRegister, { register: 'true' })}
        onPress={forgetReturnTo}
      >
        <FormattedMessage id="layout.signUp" />
      </LinkButton>
    </div>
  );
}

function AcpMenu() {
  const intl = useIntl();
  return (
    <Menu
      label={intl.formatMessage({ id: 'layout.nav.acp' })}
      items={[
        { id: 'enroll', label: intl.formatMessage({ id: 'layout.nav.acpEnroll' }), href: ROUTES.zipCode },
        {
          id: 'status',
          label: intl.formatMessage({ id: 'layout.nav.acpStatus' }),
          href: ROUTES.checkEnrollStatus,
        },
      ]}
    />
  );
}

/** The site header (spec 000 §2): logo, navigation with the ACP menu, language, account actions. */
export function SiteHeader({ navHidden }: { navHidden: boolean }) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link
          href={ROUTES.home}
          aria-label={intl.formatMessage({ id: 'layout.homeLink' })}
          className="site-header__logo"
        >
          <Logo name={intl.formatMessage({ id: 'layout.brand' })} />
        </Link>
        {!navHidden && (
          <Button
            variant="ghost"
            size="sm"
            className="site-header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onPress={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon />
            <FormattedMessage id="layout.nav.menu" />
          </Button>
        )}
        <div className="site-header__collapsible" data-open={menuOpen || undefined}>
          {!navHidden && (
            <nav
              id="site-nav"
              aria-label={intl.formatMessage({ id: 'layout.nav.label' })}
              className="site-nav"
            >
              <ul className="site-nav__list">
                {NAV_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="site-nav__link">
                      <FormattedMessage {...link.text} />
                    </Link>
                  </li>
                ))}
                <li>
                  <AcpMenu />
                </li>
              </ul>
            </nav>
          )}
          <div className="site-header__utilities">
            <LanguageSwitch />
            <AccountActions />
          </div>
        </div>
      </div>
    </header>
  );
}
