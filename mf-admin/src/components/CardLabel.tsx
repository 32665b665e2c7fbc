/**
 * A cell's column name before its value where the table has become cards (phones). Hidden from
 * screen readers, which announce the table's own headers.
 */
export function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mr-1 text-xs font-semibold uppercase text-stone-500 md:hidden">
      {children}
    </span>
  );
}
