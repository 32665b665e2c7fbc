type Props = { className?: string };

/** A pulsing grey block standing in for content that is loading. */
export function Skeleton({ className = '' }: Props) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-gray-200/80 ${className}`} />;
}
