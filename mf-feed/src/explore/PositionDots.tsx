type Props = { count: number; index: number; onSelect: (index: number) => void };

const MAX_DOTS = 15;

/** The side rail of position dots (desktop); a long feed shows the 15 around the current item. */
export function PositionDots({ count, index, onSelect }: Props) {
  const start = Math.max(0, Math.min(index - Math.floor(MAX_DOTS / 2), count - MAX_DOTS));
  const positions = Array.from({ length: Math.min(count, MAX_DOTS) }, (_, n) => start + n);
  return (
    <nav aria-label="Feed position" className="flex flex-col items-center gap-0.5">
      {positions.map((position) => (
        <button
          key={position}
          type="button"
          aria-label={`Go to recipe ${position + 1}`}
          aria-current={position === index ? 'true' : undefined}
          onClick={() => onSelect(position)}
          className="group flex min-h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
        >
          <span
            className={`block rounded-full transition ${
              position === index ? 'h-6 w-2 bg-white' : 'size-2 bg-white/50 group-hover:bg-white/80'
            }`}
          />
        </button>
      ))}
    </nav>
  );
}
