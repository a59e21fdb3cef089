import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { type RunningServer, type ServerOptions, startServer } from "../scripts/start-server";

export interface Journey {
  /** Base URL of this file's server, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly server: RunningServer;
  /** A fresh browser context (no cookies, storage or service worker) made for the current test. */
  readonly context: BrowserContext;
  readonly page: Page;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is only available inside a test`);
  return value;
}

/**
 * Registers the hooks of one journey file: one server (own temp database) and one Chromium for
 * the file, a new context and page for each test, everything stopped afterwards.
 */
export function setupJourney(options: { server?: ServerOptions } = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    // One after the other, so a server that fails to start cannot leave an unreferenced Chromium behind.
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    server = await startServer(options.server);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.dispose()]);
  });

  beforeEach(async () => {
    context = await required(browser, "the browser").newContext({
      baseURL: required(server, "the server").url,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get url() {
      return required(server, "the server").url;
    },
    get server() {
      return required(server, "the server");
    },
    get context() {
      return required(context, "the browser context");
    },
    get page() {
      return required(page, "the page");
    },
  };
}
