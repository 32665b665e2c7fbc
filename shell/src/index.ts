// The async boundary: shared modules (react, wouter, ...) are negotiated before bootstrap runs.
// Named so the build can preload its chunks from the HTML (config/startup-preload-plugin.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
