/** A short confirmation at the bottom of the screen, announced politely to screen readers. */
export function Toast({ message }: { message: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {message && (
        <p className="rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white shadow-xl">{message}</p>
      )}
    </div>
  );
}
