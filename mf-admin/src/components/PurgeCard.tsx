import { useMutation } from '@tanstack/react-query';
import { cancelledImportsNote, PURGE_CONFIRMATION_WORD, type PurgeCounts } from '@viral/domain';
import { fieldClass, Icon } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { type FormEvent, useState } from 'react';
import { adminApi, errorMessage } from '../admin-api.ts';
import type { PurgeOperation } from '../purge-operations.ts';

type Props = { operation: PurgeOperation; counts: PurgeCounts; onDone: () => void };

/** A purge card's states: empty or wrong, confirmed, running ('Processing...'), finished. */
export function PurgeCard({ operation, counts, onDone }: Props) {
  const [typed, setTyped] = useState('');
  const count = operation.count(counts);
  const confirmed = typed.trim() === PURGE_CONFIRMATION_WORD;
  const purge = useMutation({
    mutationFn: () =>
      okJson(
        adminApi.admin.purge.$post({ json: { target: operation.target, confirm: PURGE_CONFIRMATION_WORD } }),
      ),
    onSuccess: (result) =>
      window.alert(
        [`${operation.name} completed successfully!`, cancelledImportsNote(result.cancelled_import_jobs)]
          .filter(Boolean)
          .join(' '),
      ),
    onError: (error) =>
      window.alert(`Failed to ${operation.name.toLowerCase()}: ${errorMessage(error, 'unknown error')}`),
    onSettled: () => {
      setTyped('');
      onDone();
    },
  });
  const execute = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) {
      window.alert(`Please type "${PURGE_CONFIRMATION_WORD}" to confirm this dangerous operation`);
      return;
    }
    purge.mutate();
  };
  const inputId = `purge-${operation.target}`;

  return (
    <form
      onSubmit={execute}
      aria-label={operation.name}
      className="rounded-2xl border border-red-200 bg-white p-5"
    >
      <h3 className="flex items-center gap-2 font-bold text-red-700">
        <Icon name="warning" className="size-5" /> {operation.name}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{operation.description}</p>
      <p className="mt-2 text-sm font-semibold" data-testid="purge-count">
        {count.toLocaleString()} records
      </p>
      {count === 0 && <p className="text-sm text-stone-500">No data to purge</p>}
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium">
        Type {PURGE_CONFIRMATION_WORD} to confirm
      </label>
      <input
        id={inputId}
        value={typed}
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
        className={fieldClass}
      />
      <button
        type="submit"
        disabled={!confirmed || purge.isPending || count === 0}
        className="mt-3 w-full rounded-lg bg-red-600 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-40"
      >
        {purge.isPending ? 'Processing...' : 'Execute'}
      </button>
      <p className="mt-2 font-mono text-xs text-stone-500">
        debug: target={operation.target} count={count} confirmed={String(confirmed)} running=
        {String(purge.isPending)}
      </p>
      <ul className="mt-2 list-disc pl-5 text-xs text-stone-500">
        {operation.safety.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </form>
  );
}
