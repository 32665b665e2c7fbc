/** Shown while a screen's remote code loads. */
export function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-[60vh] items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500" />
    </div>
  );
}
