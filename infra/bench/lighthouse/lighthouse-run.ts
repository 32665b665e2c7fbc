// One Lighthouse mobile run of a page, and what the benchmarks that run it share.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../config/chromium.ts';

/** Headless Chromium for Lighthouse, with the project's flags plus any given. */
export const launchChromium = (extraFlags: string[] = []) =>
  chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags],
  });

export const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export type Sample = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  lcpElement: string;
  /** Lighthouse's own measure of this machine's CPU speed at the run: runs compare only when it is close. */
  benchmarkIndex: number;
};

type Audit = { numericValue?: number; details?: { items?: unknown[] } };

function jsTransferBytes(audit: Audit | undefined): number {
  const items = (audit?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function lcpElementOf(audit: Audit | undefined): string {
  const parts = (audit?.details?.items ?? []) as { type?: string; snippet?: string }[];
  return parts.find((part) => part.type === 'node')?.snippet?.slice(0, 100) ?? 'not reported';
}

/** One Lighthouse mobile run (default simulated throttling) of a page, in the browser on `port`. */
export async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsBytes: jsTransferBytes(audits['network-requests'] as Audit | undefined),
    lcpElement: lcpElementOf(audits['lcp-breakdown-insight'] as Audit | undefined),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}
