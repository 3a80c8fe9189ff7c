import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/** A context the worker keeps: its keeper page holds the site's renderer process, warm, between tests. */
interface Kept {
  context: BrowserContext;
  devtools: CDPSession;
  keeper: Page;
  /** The origins the current test's pages have been on: their storage is cleared when it ends. */
  visited: Set<string>;
}

/**
 * Fresh pages in browser contexts that a worker keeps, one per set of context options. Here a page in a new context
 * costs about a second of CPU more than one in a kept context (the new context's first page starts the site's
 * renderer process and its caches cold: `docs/test-command-times.md`), and the browser tests are most of the
 * test command's CPU.
 *
 * A test still gets a new page (its own history, session storage, routes, init scripts and listeners), and when it
 * ends its context is emptied: every page but the keeper closed; cookies, permissions and the storage of every
 * origin its pages were on cleared. What a test changes on the context beyond that (`page.clock`, which Playwright
 * cannot take back; CPU throttling, which slows the renderer the pages share) needs a context of its own: the
 * `ownContext` option of `fixtures.ts`.
 */
export class ContextPool {
  private readonly byOptions = new Map<string, Promise<Kept>>();
  private readonly byContext = new Map<BrowserContext, Kept>();

  constructor(
    private readonly browser: Browser,
    /** A small file of the site, where the keeper page stays. */
    private readonly keeperUrl: string,
    /** Origins whose storage is cleared after every test, whether or not a page of it was seen. */
    private readonly origins: string[],
  ) {}

  /**
   * A new page in the kept context for `options`, the asking test's context options: Playwright makes a context with
   * the options of the test that asks for it, so a test with other options gets another context.
   */
  async page(options: Record<string, unknown>): Promise<Page> {
    const key = JSON.stringify(options);
    let kept = this.byOptions.get(key);
    if (!kept) {
      kept = this.open();
      this.byOptions.set(key, kept);
    }
    const { context, visited } = await kept;
    const page = await context.newPage();
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin !== 'null') visited.add(origin);
    });
    return page;
  }

  /** Empties the context of a page from `page()`, for the next test. */
  async release(page: Page): Promise<void> {
    const kept = this.byContext.get(page.context());
    if (!kept) throw new Error('The page is not from this pool');
    const { context, devtools, keeper, visited } = kept;
    for (const other of context.pages()) if (other !== keeper) await other.close();
    await context.clearCookies();
    await context.clearPermissions();
    for (const origin of new Set([...this.origins, ...visited]))
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    visited.clear();
  }

  async close(): Promise<void> {
    for (const context of this.byContext.keys()) await context.close();
    this.byOptions.clear();
    this.byContext.clear();
  }

  private async open(): Promise<Kept> {
    const context = await this.browser.newContext();
    const keeper = await context.newPage();
    await keeper.goto(this.keeperUrl);
    const kept = {
      context,
      devtools: await context.newCDPSession(keeper),
      keeper,
      visited: new Set<string>(),
    };
    this.byContext.set(context, kept);
    return kept;
  }
}
