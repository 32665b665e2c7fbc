/** A reason an import cannot go on, worded for the admin who asked for it. */
export class ImportError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
