import { Icon } from '@viral/ui';
import { formatCountdown, type StepTimerState } from './use-step-timer.ts';

type Props = {
  timer: StepTimerState;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
  onStop: () => void;
};

const control =
  'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-current/30 hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The running timer in the cook mode's header: countdown, pause or resume, reset, stop. */
export function StepTimerBar({ timer, onPause, onResume, onReset, onStop }: Props) {
  const { done, running } = timer;
  return (
    <fieldset
      aria-label={`Timer for ${timer.label}`}
      data-testid="cook-timer"
      className={`flex items-center gap-2 rounded-full py-1 pr-1 pl-3 ${
        done ? 'bg-red-100 text-red-900 motion-safe:animate-pulse' : 'bg-brand-50 text-brand-900'
      }`}
    >
      <Icon name="clock" className="size-5 shrink-0" />
      <span className="text-sm font-medium">{timer.label}</span>
      <span role="timer" className="min-w-16 text-xl font-bold tabular-nums">
        {done ? "Time's up!" : formatCountdown(timer.remainingMs)}
      </span>
      {!done &&
        (running ? (
          <button type="button" className={control} onClick={onPause}>
            Pause
          </button>
        ) : (
          <button type="button" className={control} onClick={onResume}>
            Resume
          </button>
        ))}
      <button type="button" className={control} onClick={onReset}>
        Reset
      </button>
      <button
        type="button"
        aria-label="Stop timer"
        className="rounded-full p-1.5 hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-brand-600"
        onClick={onStop}
      >
        <Icon name="close" className="size-4" />
      </button>
    </fieldset>
  );
}
