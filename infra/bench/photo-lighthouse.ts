// Lighthouse mobile (default simulated throttling) on one page, a few runs, with the settings of
// infra/bench/lighthouse.ts, except that the browser accepts the self-signed certificate of the photo
// benchmark's recipe site (infra/bench/photo-site.ts), whose photos the page hot-links.
import { launchChromium, measure, median, type Sample } from './lighthouse/lighthouse-run.ts';

export async function lighthouseMobile(url: string, runs: number) {
  const chrome = await launchChromium(['--ignore-certificate-errors']);
  try {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(url, chrome.port));
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
