// The async boundary: shared modules (react, wouter, ...) are negotiated before bootstrap runs.
import('./bootstrap.tsx');
