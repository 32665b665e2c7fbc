import { config } from 'zod';

// zod builds fast parsers with `new Function` and probes for it as soon as a schema is built; the
// site's Content-Security-Policy forbids eval and reports the probe. Imported before any module
// that builds a schema (the import job's events), so every schema here parses without it.
config({ jitless: true });
