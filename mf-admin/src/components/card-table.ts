/**
 * Back-office tables that become a list of cards below 768 px, so nothing scrolls sideways and the
 * actions stay in reach: a row is a card whose first line holds its main cell and its actions, and
 * whose other cells follow on the next line, each labelled (`CardLabel`). The markup stays one
 * table, with its headers kept for screen readers.
 */
export const cardTable = {
  table: 'block w-full text-left text-sm md:table',
  head: 'max-md:sr-only',
  body: 'block divide-y divide-stone-100 md:table-row-group',
  // The empty ::after takes a whole line after the first one, so the other cells always start a new one.
  row: "flex flex-wrap items-center gap-x-4 gap-y-1.5 p-4 after:basis-full after:content-[''] md:table-row md:p-0 md:after:hidden",
  /** Any cell's own padding on a wide screen. */
  cell: 'md:table-cell md:px-4 md:py-3',
  /** The cell that takes the card's first line (title, thumbnail), beside the actions. */
  main: 'min-w-0 flex-1',
  /** A cell that goes to the card's second line, after the actions. */
  detail: 'order-1 md:order-none',
  /** The actions: at the end of the first line on a phone. */
  actions: 'ml-auto shrink-0',
} as const;
