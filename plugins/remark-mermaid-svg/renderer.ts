import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import logger from '@docusaurus/logger';
import { systemChromium } from '../../config/chromium.mjs';
import { mermaidWithFastConfigCopy } from './config-copy';
import type { Browser, Page } from 'playwright-core';

/** The two Mermaid themes a diagram is drawn in, as `themeConfig.mermaid.theme` names them. */
export interface MermaidThemes {
  light: string;
  dark: string;
}

/** Mermaid theme variables to override in one colour mode's drawing. */
export type MermaidThemeVariables = Partial<Record<keyof MermaidThemes, Record<string, string>>>;

export interface DiagramSvgs {
  light: string;
  dark: string;
}

/** A diagram Mermaid could not draw; `message` is Mermaid's own. */
export class MermaidSyntaxError extends Error {
  override name = 'MermaidSyntaxError';

  /** By name: Docusaurus loads the config's modules once per locale, and the renderer outlives the first load. */
  static is(error: unknown): error is MermaidSyntaxError {
    return error instanceof Error && error.name === 'MermaidSyntaxError';
  }
}

const requireFromHere = createRequire(__filename);
/** The browser closes this long after the last diagram, so a build process can exit. */
const IDLE_CLOSE_MS = 2000;

/** Chromium to draw with: as the browser tests find it, else Playwright's own if it was installed; undefined if none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const system = systemChromium(env);
  if (system) return system;
  try {
    const { chromium } = requireFromHere('playwright-core') as typeof import('playwright-core');
    const bundled = chromium.executablePath();
    return existsSync(bundled) ? bundled : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Draws Mermaid diagrams to SVG in headless Chromium, with the same Mermaid build the site ships to browsers.
 * One page draws every diagram in turn (Mermaid is a singleton); identical diagrams are drawn once per process,
 * so the locales of a build share them.
 */
export class MermaidRenderer {
  private page: Promise<Page> | undefined;
  private browser: Browser | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;
  private pending = 0;
  private readonly drawn = new Map<string, Promise<DiagramSvgs>>();
  /** Diagrams drawn and milliseconds spent (launching included) since the browser opened, for the build log. */
  private stats = { diagrams: 0, ms: 0 };

  constructor(
    private readonly executablePath: string,
    private readonly themes: MermaidThemes,
    private readonly themeVariables: MermaidThemeVariables = {},
    /** The Mermaid bundle's code (a test draws with Mermaid as it ships, to compare). */
    private readonly mermaidScript: () => string = mermaidWithFastConfigCopy,
  ) {}

  render(text: string): Promise<DiagramSvgs> {
    const key = createHash('sha256').update(JSON.stringify([this.themes, this.themeVariables, text])).digest('hex').slice(0, 12);
    let result = this.drawn.get(key);
    if (!result) {
      result = this.enqueue(() => this.draw(key, text));
      this.drawn.set(key, result);
    }
    return result;
  }

  /** Starts drawing diagrams a build will ask for; their errors are reported when a page asks for them. */
  drawAhead(texts: readonly string[]): void {
    for (const text of texts) this.render(text).catch(() => undefined);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    clearTimeout(this.idleTimer);
    this.pending += 1;
    const run = this.queue.then(task);
    this.queue = run
      .catch(() => undefined)
      .finally(() => {
        this.pending -= 1;
        if (this.pending === 0) this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS);
      });
    return run;
  }

  private async draw(key: string, text: string): Promise<DiagramSvgs> {
    const started = performance.now();
    try {
      return await this.drawInPage(key, text);
    } finally {
      this.stats.diagrams += 1;
      this.stats.ms += performance.now() - started;
    }
  }

  private async drawInPage(key: string, text: string): Promise<DiagramSvgs> {
    const page = await (this.page ??= this.open());
    const drawn = await page.evaluate(
      async ({ key, text, themes, themeVariables }) => {
        const { mermaid } = window as unknown as { mermaid: MermaidGlobal };
        const out: Record<string, string> = {};
        for (const [mode, theme] of Object.entries(themes)) {
          // A fixed seed: Mermaid draws some shapes (class boxes) with rough.js, whose paths are random otherwise, so
          // each build would give those pages new bytes and new chunk hashes that readers download again.
          const variables = themeVariables[mode as keyof typeof themes] ?? {};
          mermaid.initialize({ startOnLoad: false, theme, themeVariables: variables, handDrawnSeed: 1 });
          try {
            out[mode] = (await mermaid.render(`mermaid-svg-${key}-${mode}`, text)).svg;
          } catch (error) {
            // Mermaid leaves an error drawing in the page when it fails.
            document.getElementById(`dmermaid-svg-${key}-${mode}`)?.remove();
            return { error: error instanceof Error ? error.message : String(error) };
          }
        }
        return { svgs: out as { light: string; dark: string } };
      },
      { key, text, themes: this.themes, themeVariables: this.themeVariables },
    );
    if ('error' in drawn) throw new MermaidSyntaxError(drawn.error);
    return drawn.svgs;
  }

  private async open(): Promise<Page> {
    const { chromium } = requireFromHere('playwright-core') as typeof import('playwright-core');
    this.browser = await chromium.launch({ executablePath: this.executablePath, args: ['--no-sandbox'] });
    const page = await this.browser.newPage();
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ content: this.mermaidScript() });
    return page;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = undefined;
    this.page = undefined;
    await browser?.close();
    if (browser) logger.info(`[mermaid] ${this.stats.diagrams} diagrams drawn at build time in ${Math.round(this.stats.ms)} ms`);
    this.stats = { diagrams: 0, ms: 0 };
  }
}

interface MermaidGlobal {
  initialize(config: {
    startOnLoad: boolean;
    theme: string;
    themeVariables: Record<string, string>;
    handDrawnSeed: number;
  }): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}
