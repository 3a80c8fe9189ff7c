import type { Page } from '@playwright/test';
import { localePath } from '../src/i18n/locale-path';
import type { Locale } from '../src/i18n/locales';
import { copy } from './support/copy';
import { expect, LOCALES, test } from './support/fixtures';

/**
 * A visitor on a slow phone acts as soon as a pre-rendered page shows, before its script has hydrated it (issue 26):
 * the CPU is throttled 6× and every step acts as soon as its control is in the HTML. `RACE_TRIES` sets how many
 * times each case runs (the proof: RACE_TRIES=20; the test command runs each once).
 */
const TRIES = Number(process.env.RACE_TRIES ?? 1);
const tries = Array.from({ length: TRIES }, (_, index) => index + 1);

async function asSlowPhone(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** Holds back the page's scripts that `matches` names until the returned function lets them go. */
async function holdScripts(page: Page, matches: (path: string) => boolean): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return release;
}

/**
 * Opens `path` as a slow phone gets it and answers once its HTML shows: the page's own scripts are held back until
 * the returned `release()` lets them go (`ready()`: and waits for the hydration), so what the test does before is
 * certainly done before the script runs.
 */
async function openAsSoonAsShown(
  page: Page,
  path: string,
): Promise<{ release(): void; ready(): Promise<void> }> {
  await asSlowPhone(page);
  const release = await holdScripts(page, (asset) => asset.startsWith('/assets/') && asset.endsWith('.js'));
  await page.goto(path, { waitUntil: 'commit' });
  return {
    release,
    async ready() {
      release();
      await expect.poll(() => hydrated(page), { message: 'the page hydrates' }).toBe(true);
    },
  };
}

/** True once React has taken over the page (hydrated it or rendered it). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** The logins the page asks the carrier for, by the username each carries. */
function watchLogins(page: Page): string[] {
  const logins: string[] = [];
  page.on('request', (request) => {
    // One login tries the subscriber's, then the reseller's and the administrator's (spec 000 §2).
    if (request.method() === 'POST' && request.url().endsWith('/public/auth/login'))
      logins.push(request.postDataJSON().username);
  });
  return logins;
}

/** One login, of what the test typed, and no other once the page is quiet. */
async function expectOneLogin(page: Page, logins: string[]) {
  await expect.poll(() => logins.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(logins).toEqual(['nobody@example.com']);
}

/** Fills in the page's login form with an account the carrier does not have; answers the form and its button. */
async function fillLogin(page: Page, language: Locale) {
  const form = page.getByRole('form', { name: copy(language, 'account.login.title') });
  await form.getByRole('textbox', { name: copy(language, 'account.email') }).fill('nobody@example.com');
  await form.getByLabel(copy(language, 'account.password')).fill('Wrong-pass-1');
  return { form, logIn: form.getByRole('button', { name: copy(language, 'account.login.submit') }) };
}

/** A page with a query: its HTML is rendered afresh, not hydrated (src/main.tsx). */
const LOGIN_WITH_QUERY = '/LogOrRegisterPage?register=false';
/** The login page's form, a part whose code comes when used (whenUsed). */
const LOGIN_PANEL_CODE = /\/assets\/log-or-register-panel-[^/]*\.js$/;

for (const language of LOCALES) {
  test.describe(`acting before the page is ready, in ${language}`, () => {
    // A context of its own: the CPU throttling would slow the renderer a kept context's pages share, and a case
    // installs a clock.
    test.use({ language, ownContext: true });

    for (const attempt of tries) {
      test(`zip and Apply lead to step 1 in the address's language, nothing typed lost (try ${attempt})`, {
        tag: '@phone',
      }, async ({ page }) => {
        const shown = await openAsSoonAsShown(page, localePath(language, '/ZipCodePage'));
        const zip = page.getByRole('textbox', { name: copy(language, 'coverage.zip.label') });
        await zip.fill('78701');
        await shown.ready();
        await expect(zip).toHaveValue('78701');
        // Every frame from the press on: once the address is the next page's, the zip page may no longer be editable.
        await page.evaluate(
          (zipPath) => {
            const seen: string[] = [];
            (window as unknown as { editableAfterLeaving: string[] }).editableAfterLeaving = seen;
            const sample = () => {
              const zip = document.querySelector<HTMLInputElement>('input[autocomplete="postal-code"]');
              if (location.pathname !== zipPath && zip && !zip.closest('[inert]') && !zip.disabled)
                seen.push(location.pathname);
              if (zip || location.pathname === zipPath) requestAnimationFrame(sample);
            };
            requestAnimationFrame(sample);
          },
          localePath(language, '/ZipCodePage'),
        );
        await page.getByRole('button', { name: copy(language, 'common.applyNow') }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: copy(language, 'wizard.personal.title') }),
        ).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(localePath(language, '/PersonalnfoPage'));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const editable = await page.evaluate(
          () => (window as unknown as { editableAfterLeaving: string[] }).editableAfterLeaving.length,
        );
        expect(editable, 'frames where the zip page was editable at the next address').toBe(0);
      });

      test(`Buy now on the pay-go page leads to the summary in the address's language (try ${attempt})`, {
        tag: '@phone',
      }, async ({ page }) => {
        const shown = await openAsSoonAsShown(page, localePath(language, '/ThreeDollarMonPage'));
        shown.release();
        // The price is the carrier's: the button is enabled once it has come.
        await page.getByRole('button', { name: copy(language, 'paygo.buyNow') }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: copy(language, 'catalogue.summary.title') }),
        ).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(localePath(language, '/SummaryPlanPage'));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });

      // The home page's panel comes when it nears the screen (whenVisible), the login page's when used (whenUsed).
      for (const path of ['/', '/LogOrRegisterPage'])
        test(`the login on ${path} keeps what was typed and logs in once (try ${attempt})`, {
          tag: '@phone',
        }, async ({ page }) => {
          const logins = watchLogins(page);
          const shown = await openAsSoonAsShown(page, localePath(language, path));
          const { form, logIn } = await fillLogin(page, language);
          await logIn.click();
          await shown.ready();
          await expectOneLogin(page, logins);
          await expect(form.getByRole('textbox', { name: copy(language, 'account.email') })).toHaveValue(
            'nobody@example.com',
          );
          await expect(form.getByLabel(copy(language, 'account.password'))).toHaveValue('Wrong-pass-1');
        });

      // Once the page is hydrated, React stops the events on HTML it has not hydrated (the login panel waiting for
      // its code) at the page's root: the part must still hear that it is used, or its code never comes.
      test(`the login on /LogOrRegisterPage, used once the page is hydrated, logs in once (try ${attempt})`, {
        tag: '@phone',
      }, async ({ page }) => {
        const logins = watchLogins(page);
        await page.goto(localePath(language, '/LogOrRegisterPage'));
        await expect.poll(() => hydrated(page), { message: 'the page hydrates' }).toBe(true);
        const { logIn } = await fillLogin(page, language);
        await logIn.click();
        await expectOneLogin(page, logins);
      });

      // The account panel is below a phone's first screen: its code comes once the visitor nears it (whenVisible),
      // and its tabs render afresh once hydrated (React Aria's collections): a press held meanwhile goes to the tab
      // that stands where the pressed one stood.
      for (const when of ['before its code comes', 'as its code arrives'] as const)
        test(`the Register tab pressed ${when} opens the registration (try ${attempt})`, {
          tag: '@phone',
        }, async ({ page }) => {
          await asSlowPhone(page);
          const releasePanel = await holdScripts(page, (asset) =>
            /\/assets\/home-login-panel-[^/]*\.js$/.test(asset),
          );
          await page.goto(localePath(language, '/'));
          await expect.poll(() => hydrated(page), { message: 'the page hydrates' }).toBe(true);
          const register = page.getByRole('tab', { name: copy(language, 'account.register.title') });
          if (when === 'as its code arrives') releasePanel();
          await register.click();
          releasePanel();
          await expect(register).toHaveAttribute('aria-selected', 'true');
          await expect(
            page.getByRole('textbox', { name: copy(language, 'account.firstName'), exact: true }),
          ).toBeVisible();
        });

      test(`the login on a page with a query keeps what was typed and logs in once (try ${attempt})`, {
        tag: '@phone',
      }, async ({ page }) => {
        const logins = watchLogins(page);
        const shown = await openAsSoonAsShown(page, localePath(language, LOGIN_WITH_QUERY));
        const { form, logIn } = await fillLogin(page, language);
        await logIn.click();
        await shown.ready();
        await expectOneLogin(page, logins);
        await expect(form.getByRole('textbox', { name: copy(language, 'account.email') })).toHaveValue(
          'nobody@example.com',
        );
      });

      // A page rendered afresh replaces its HTML with React's: a visitor typing on meanwhile, into the field they
      // are in, while the form's code is still on its way, loses no key and stays in the field.
      test(`the e-mail typed on as a page with a query renders afresh loses nothing (try ${attempt})`, {
        tag: '@phone',
      }, async ({ page }) => {
        const logins = watchLogins(page);
        const shown = await openAsSoonAsShown(page, localePath(language, LOGIN_WITH_QUERY));
        const releasePanel = await holdScripts(page, (asset) => LOGIN_PANEL_CODE.test(asset));
        const form = page.getByRole('form', { name: copy(language, 'account.login.title') });
        const email = form.getByRole('textbox', { name: copy(language, 'account.email') });
        await email.click();
        await page.keyboard.type('nobody@');
        const panelAsked = page.waitForRequest((request) =>
          LOGIN_PANEL_CODE.test(new URL(request.url()).pathname),
        );
        shown.release();
        await panelAsked;
        await page.keyboard.type('example');
        releasePanel();
        await shown.ready();
        await expect(email).toBeFocused();
        await page.keyboard.type('.com');
        await expect(email).toHaveValue('nobody@example.com');
        await form.getByLabel(copy(language, 'account.password')).fill('Wrong-pass-1');
        await form.getByRole('button', { name: copy(language, 'account.login.submit') }).click();
        await expectOneLogin(page, logins);
      });

      // A press is a pointer going down and up. On a page rendered afresh the HTML it went down on may be gone when
      // it comes up (on the control that took its place), or still there, waiting for the form's code: either way it
      // is the press of that control.
      for (const upOn of ['the new form', 'the HTML while the form’s code comes'] as const)
        test(`the login pressed down on the HTML and let go on ${upOn} logs in once (try ${attempt})`, {
          tag: '@phone',
        }, async ({ page }) => {
          const logins = watchLogins(page);
          const shown = await openAsSoonAsShown(page, localePath(language, LOGIN_WITH_QUERY));
          const { form, logIn } = await fillLogin(page, language);
          const pressed = await logIn.elementHandle();
          const box = await logIn.boundingBox();
          if (!pressed || !box) throw new Error('The login button is not on the screen');
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          if (upOn === 'the new form') {
            await page.mouse.down();
            await shown.ready();
            await expect.poll(() => pressed.evaluate((button) => button.isConnected)).toBe(false);
            await expect(logIn).toBeVisible();
            await page.mouse.up();
          } else {
            const releasePanel = await holdScripts(page, (asset) => LOGIN_PANEL_CODE.test(asset));
            const panelAsked = page.waitForRequest((request) =>
              LOGIN_PANEL_CODE.test(new URL(request.url()).pathname),
            );
            await page.mouse.down();
            shown.release();
            await panelAsked;
            await page.mouse.up();
            releasePanel();
          }
          await expectOneLogin(page, logins);
          await expect(form.getByLabel(copy(language, 'account.password'))).toHaveValue('Wrong-pass-1');
        });

      // A press carried out for the visitor comes with no hover or focus the carousel saw.
      test(`an offer picked as the page shows stays on the screen (try ${attempt})`, {
        tag: '@phone',
      }, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.clock.install();
        const shown = await openAsSoonAsShown(page, localePath(language, '/'));
        const title = copy(language, 'home.promo.paygo.title');
        await page.getByRole('button', { name: copy(language, 'home.promo.goTo', { n: 2, title }) }).click();
        await shown.ready();
        const offer = page.getByRole('link', { name: copy(language, 'home.promo.paygo.cta') });
        await expect(offer).toBeVisible();
        await page.clock.runFor(30_000);
        await expect(offer).toBeVisible();
      });

      // A control that moved as the page woke up would take a press that was meant for the one beside it.
      test(`the offers' buttons stay where the HTML put them (try ${attempt})`, { tag: '@phone' }, async ({
        page,
      }) => {
        const shown = await openAsSoonAsShown(page, localePath(language, '/'));
        const carousel = page.getByRole('region', { name: copy(language, 'home.promo.label') });
        const places = () =>
          carousel.getByRole('button').evaluateAll((buttons) =>
            buttons.map((button) => {
              const box = button.getBoundingClientRect();
              return `${Math.round(box.x)},${Math.round(box.y)}`;
            }),
          );
        // What a visitor sees first: the page is painted once its stylesheets are in.
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
            (link) => link.sheet !== null,
          ),
        );
        const before = await places();
        expect(before).toHaveLength(6);
        await shown.ready();
        await page.waitForLoadState('networkidle');
        expect(await places()).toEqual(before);
      });

      test(`the menu pressed as the page shows opens, once (try ${attempt})`, { tag: '@phone' }, async ({
        page,
      }) => {
        const shown = await openAsSoonAsShown(page, localePath(language, '/'));
        const menu = page.getByRole('button', { name: copy(language, 'layout.nav.menu') });
        await menu.click();
        await shown.ready();
        await page.waitForLoadState('networkidle');
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(
          page.getByRole('navigation', { name: copy(language, 'layout.nav.label') }),
        ).toBeVisible();
      });

      const other: Locale = language === 'en' ? 'es' : 'en';
      test(`the language switch pressed before the script runs, then an /es/ page loaded afresh (try ${attempt})`, {
        tag: '@desktop',
      }, async ({ page }) => {
        const shown = await openAsSoonAsShown(page, localePath(language, '/ACPPage'));
        await page.getByRole('link', { name: copy(other, `layout.language.${other}`) }).click();
        // The page's script starts while the browser goes to the other language's address.
        shown.release();
        await expect(page).toHaveURL((url) => url.pathname === localePath(other, '/ACPPage'));
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await page.waitForLoadState('networkidle');
        // A full load of a Spanish address (a reload, a link opened afresh): the address names the language.
        await page.goto(localePath('es', '/ZipCodePage'));
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(localePath('es', '/ZipCodePage'));
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(
          page.getByRole('heading', { level: 1, name: copy('es', 'zip.startApplication') }),
        ).toBeVisible();
      });
    }
  });
}
