type Props = { onRetry: () => void };

/** What a remote area shows when its code could not be loaded or threw while rendering. */
export function RemoteErrorFallback({ onRetry }: Props) {
  return (
    <div
      role="alert"
      className="mx-auto my-12 flex max-w-md flex-col items-center rounded-3xl border border-brand-100 bg-white px-6 py-8 text-center shadow-sm"
    >
      <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-6"
          aria-hidden="true"
        >
          <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </svg>
      </span>
      <p className="font-semibold text-gray-900">This part of the page could not be loaded.</p>
      <p className="mt-1 text-sm text-gray-500">Check your connection, then try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        Try again
      </button>
    </div>
  );
}
