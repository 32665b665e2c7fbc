import { cardTable } from './card-table.ts';

/** The header row of a back-office table (left to screen readers where the rows are cards). */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className={`bg-stone-50 text-xs uppercase text-stone-500 ${cardTable.head}`}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
