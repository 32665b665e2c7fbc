import { useState } from 'react';
import { formatMinutes } from '../format.ts';
import { signalTimeUp } from './timer-signal.ts';
import { useStepTimer } from './use-step-timer.ts';

/**
 * Cook mode's kitchen timer with what it says aloud: each start, pause, resume, reset and stop is put
 * into `announcement` (for a polite live region), and time up also beeps and buzzes.
 */
export function useCookTimer() {
  const [announcement, setAnnouncement] = useState('');
  const stepTimer = useStepTimer((label) => {
    signalTimeUp();
    setAnnouncement(`Time's up: ${label}.`);
  });
  const said = (action: () => void, words: string) => () => {
    action();
    setAnnouncement(words);
  };
  return {
    timer: stepTimer.timer,
    announcement,
    start: (label: string, minutes: number) => {
      stepTimer.start(label, minutes);
      setAnnouncement(`Timer started: ${formatMinutes(minutes)} for ${label}.`);
    },
    controls: {
      onPause: said(stepTimer.pause, 'Timer paused.'),
      onResume: said(stepTimer.resume, 'Timer running.'),
      onReset: said(stepTimer.reset, 'Timer reset.'),
      onStop: said(stepTimer.stop, 'Timer stopped.'),
    },
  };
}
