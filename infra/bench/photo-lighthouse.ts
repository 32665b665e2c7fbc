// Lighthouse mobile (default simulated throttling) on one page, a few runs, with the settings of
// infra/bench/lighthouse.ts, except that the browser accepts the self-signed certificate of the photo
// benchmark's recipe site (infra/bench/photo-site.ts), whose photos the page hot-links.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../config/chromium.ts';

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export async function lighthouseMobile(url: string, runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
  });
  try {
    const samples: { lcpMs: number; fcpMs: number; score: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { audits, categories, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
      samples.push({
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
        score: Math.round((categories.performance?.score ?? 0) * 100),
      });
    }
    return {
      lcpMs: median(samples.map((s) => s.lcpMs)),
      fcpMs: median(samples.map((s) => s.fcpMs)),
      scores: samples.map((s) => s.score),
      lcpRunsMs: samples.map((s) => Math.round(s.lcpMs)),
    };
  } finally {
    chrome.kill();
  }
}
