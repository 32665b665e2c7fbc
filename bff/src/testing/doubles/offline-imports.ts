// Imports without a network: a local model behind OPENAI_BASE_URL and a sample recipe site the bff
// may fetch, both on 127.0.0.1.
import { modelDouble } from './model.ts';
import { offlineModelReply } from './offline-model.ts';
import { SAMPLE_PAGES, startSampleSite } from './sample-site.ts';

export interface OfflineImports {
  /** Settings for the bff: the model's address and key, and the sample site allowed to be fetched. */
  env: { OPENAI_BASE_URL: string; OPENAI_API_KEY: string; IMPORT_ALLOW_HOSTS: string };
  /** Addresses to import, each with what it shows. */
  addresses: { url: string; shows: string }[];
  close(): Promise<void>;
}

/** `allowHosts` is the IMPORT_ALLOW_HOSTS already set; the sample site is added to it. */
export async function startOfflineImports(allowHosts = ''): Promise<OfflineImports> {
  const model = await modelDouble({ reply: offlineModelReply }).listen();
  const site = await startSampleSite();
  return {
    env: {
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_API_KEY: 'offline',
      IMPORT_ALLOW_HOSTS: [allowHosts, site.host].filter(Boolean).join(','),
    },
    addresses: Object.entries(SAMPLE_PAGES).map(([path, shows]) => ({ url: `${site.origin}${path}`, shows })),
    close: async () => {
      await site.close();
      await model.close();
    },
  };
}
