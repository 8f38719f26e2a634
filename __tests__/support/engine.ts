/** One small API over the engines of __tests__/engines/: puppeteer-core and selenium-webdriver (docs/tests.md). */
import { type ChildProcess, spawn } from 'node:child_process';
import puppeteer, { type Browser as PuppeteerBrowser, type Page } from 'puppeteer-core';
import { Builder, By, Capabilities, type WebDriver } from 'selenium-webdriver';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../src/i18n/languages';
import { type EngineName, browserLocale, firefoxPath, miniBrowserPath } from '../../tools/browser/engines';
import { webkitDriverPath, webkitLocaleEnv, xdgConfigHome } from '../../tools/browser/engines';

export type { EngineName } from '../../tools/browser/engines';

export type SessionOptions = {
  language?: LanguageCode;
  javaScript?: boolean;
  /** WebKit features turned off, to imitate older Safari ('CSSAnchorPositioning', 'PopoverAttribute'). */
  withoutFeatures?: string[];
};

/** Polls `check` until it returns a truthy value (a throw is tried again); throws with `what` after `timeout` ms. */
export async function until<T>(
  check: () => Promise<T>,
  what: string,
  timeout = 10_000,
): Promise<Exclude<T, null | undefined | false | 0 | ''>> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await check();
      if (last) return last as Exclude<T, null | undefined | false | 0 | ''>;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reports CSP violations to the console, where problems() finds them, from before the page's own scripts. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => console.error(
  'CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' (' + event.sourceFile + ':' + event.lineNumber + ')'));`;

/** Firefox, over WebDriver BiDi. */
class PuppeteerSession {
  readonly engine = 'firefox' as const;
  private found: string[] = [];
  constructor(
    readonly options: Required<SessionOptions>,
    private readonly browser: PuppeteerBrowser,
    private readonly page: Page,
    private readonly baseURL: string,
  ) {
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warn') this.found.push(`console ${type}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.found.push(`page error: ${(error as Error).message ?? String(error)}`));
  }

  async init() {
    // Without JavaScript: the javascript.enabled preference, set at launch.
    if (this.options.javaScript) await this.page.evaluateOnNewDocument(REPORT_VIOLATIONS);
  }

  async viewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }
  /** Runs `source` in every document before the page's own scripts; WebKit cannot (false). */
  async beforePageScripts(source: string) {
    await this.page.evaluateOnNewDocument(source);
    return true;
  }
  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' });
  }
  async location() {
    const url = new URL(this.page.url());
    return url.pathname + url.search + url.hash;
  }
  /** Runs a self-contained function in the page (it is sent as source). */
  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return (await this.page.evaluate(fn as never, ...(args as unknown as never[]))) as Awaited<T>;
  }
  /** A real click (the driver's pointer) at the centre of the first element matching `selector`. */
  async click(selector: string) {
    const box = await until(
      () =>
        this.page.evaluate((s) => {
          const element = document.querySelector(s);
          if (!element) return null;
          // At once: the site's smooth scrolling would move the element after its box is read.
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          const r = element.getBoundingClientRect();
          return r.width && r.height ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
        }, selector),
      `${selector} to be shown`,
    );
    await this.page.mouse.click(box.x, box.y);
  }
  /** Console errors and warnings, uncaught errors and CSP violations since the last call (WebKit: webkitConsole.ts). */
  problems() {
    return this.found.splice(0);
  }
  async close() {
    await this.browser.close();
  }
}

/** One small API over the engines: viewport, goto, location, evaluate, beforePageScripts, click, problems. */
export type EngineSession = PuppeteerSession | WebKitSession;

class WebKitSession {
  readonly engine = 'webkit' as const;
  /** The window's height beyond the viewport's (MiniBrowser's shrunk toolbar). */
  private chrome = { width: 0, height: 0 };
  constructor(
    readonly options: Required<SessionOptions>,
    private readonly driver: WebDriver,
    private readonly process: ChildProcess,
    private readonly baseURL: string,
  ) {}

  async viewport(width: number, height: number) {
    const window = this.driver.manage().window();
    await window.setRect({ width: width + this.chrome.width, height: height + this.chrome.height });
    const inner = await this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    if (inner.width !== width || inner.height !== height) {
      // The window's frame and toolbar, measured once: the window is that much bigger than the viewport.
      this.chrome = {
        width: Math.max(0, this.chrome.width + width - inner.width),
        height: Math.max(0, this.chrome.height + height - inner.height),
      };
      await window.setRect({ width: width + this.chrome.width, height: height + this.chrome.height });
    }
  }
  async beforePageScripts() {
    return false;
  }
  async goto(path: string) {
    await this.driver.get(new URL(path, this.baseURL).href);
  }
  async location() {
    const url = new URL(await this.driver.getCurrentUrl());
    return url.pathname + url.search + url.hash;
  }
  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    // Awaits a returned promise, as puppeteer does: the last argument of an async script is its callback.
    const result = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn.toString()}).apply(null, [].slice.call(arguments, 0, -1)))
        .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      ...args,
    )) as { value?: T; error?: string };
    if (result.error) throw new Error(`in the page: ${result.error}`);
    return result.value as Awaited<T>;
  }
  async click(selector: string) {
    const element = await until(async () => {
      const [first] = await this.driver.findElements(By.css(selector));
      return first && (await first.isDisplayed()) ? first : null;
    }, `${selector} to be shown`);
    // At once: WebDriver's own scroll into view would be smooth on this site, and miss.
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element);
    await element.click();
  }
  problems() {
    return [];
  }
  async close() {
    await this.driver.quit().catch(() => {});
    this.process.kill();
  }
}

/** Ports for WebKitWebDriver processes: 8 per parallel worker from ENGINES_DRIVER_PORT (9410) up, reused in turn. */
const firstPort = Number(process.env.ENGINES_DRIVER_PORT ?? 9410) + 8 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let sessionsStarted = 0;

async function startWebKit(options: Required<SessionOptions>, baseURL: string): Promise<EngineSession> {
  const port = firstPort + (sessionsStarted++ % 8);
  const driverProcess = spawn(webkitDriverPath, [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: process.env.ENGINES_DISPLAY ?? ':99',
      ...webkitLocaleEnv(options.language),
      XDG_CONFIG_HOME: xdgConfigHome,
    },
  });
  const args = ['--automation'];
  if (!options.javaScript) args.push('--enable-javascript=false');
  if (options.withoutFeatures.length)
    args.push(`--features=${options.withoutFeatures.map((feature) => `-${feature}`).join(',')}`);
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: miniBrowserPath, args },
  });
  const server = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${server}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    'WebKitWebDriver to answer',
  );
  const driver = await new Builder().usingServer(server).withCapabilities(capabilities).build();
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  return new WebKitSession(options, driver, driverProcess, baseURL);
}

async function startFirefox(options: Required<SessionOptions>, baseURL: string): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      'intl.accept_languages': browserLocale(options.language),
      'javascript.enabled': options.javaScript,
      'network.prefetch-next': true,
    },
  });
  const [page] = await browser.pages();
  const session = new PuppeteerSession(options, browser, page ?? (await browser.newPage()), baseURL);
  await session.init();
  return session;
}

/** Starts a browser of `engine` with its own profile, the site at `baseURL`. */
export function startSession(engine: EngineName, baseURL: string, options: SessionOptions = {}) {
  const full: Required<SessionOptions> = {
    language: options.language ?? DEFAULT_LANGUAGE,
    javaScript: options.javaScript ?? true,
    withoutFeatures: options.withoutFeatures ?? [],
  };
  if (full.withoutFeatures.length && engine !== 'webkit')
    throw new Error('Features can be turned off in WebKit only (MiniBrowser --features)');
  return engine === 'webkit' ? startWebKit(full, baseURL) : startFirefox(full, baseURL);
}
