type Props = { label: string };

export function Spinner({ label }: Props) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-500">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-500"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
