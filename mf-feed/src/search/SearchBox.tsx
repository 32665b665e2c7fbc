import { Icon } from '@viral/ui';
import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 300;

/** The text search; the URL follows once typing pauses. */
export function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <search className="relative flex-1">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          onChange(text);
        }}
      >
        <Icon
          name="search"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          type="search"
          aria-label="Search recipes"
          // Short enough to read whole in a phone's search box; the icon and label say 'search'.
          placeholder="Dish, ingredient or #tag"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-full border-0 bg-white py-3.5 pl-12 pr-4 text-ink shadow-sm ring-1 ring-stone-300 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
      </form>
    </search>
  );
}
