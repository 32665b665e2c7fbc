type StatusError = { status: number; statusText?: string };

function isStatusError(error: unknown): error is StatusError {
  return typeof error === 'object' && error !== null && typeof (error as StatusError).status === 'number';
}

/** 'Unexpected Application Error!': the status with its text, or the message, plus a stack. */
function describe(error: unknown): string {
  if (isStatusError(error) && error.statusText) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

export function ErrorView({ error }: { error: unknown }) {
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main role="alert" className="mx-auto max-w-3xl px-6 py-16">
      <h2 className="text-3xl font-extrabold tracking-tight text-ink">Unexpected Application Error!</h2>
      <h3 className="mt-3 text-lg italic text-accent-700">{describe(error)}</h3>
      {stack && (
        <pre className="mt-6 overflow-x-auto rounded-2xl bg-stone-900 p-5 text-xs leading-relaxed text-stone-100">
          {stack}
        </pre>
      )}
    </main>
  );
}
