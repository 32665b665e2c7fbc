/**
 * A federated module that could not be loaded (manifest, remote entry or chunk). The bundler keeps a
 * failed remote module failed for the life of the page, so only a reload can fetch it again.
 */
export class RemoteLoadError extends Error {
  constructor(cause: unknown) {
    super(`Remote module failed to load: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RemoteLoadError';
  }
}
