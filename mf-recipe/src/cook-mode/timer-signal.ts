const BEEPS = 3;
const BEEP_S = 0.18;
const GAP_S = 0.12;

/**
 * The sound and buzz of a kitchen timer going off: three short beeps (Web Audio) and a vibration,
 * each only where the browser has it. The visible and announced signal is the cook mode's own.
 */
export function signalTimeUp() {
  navigator.vibrate?.([200, 100, 200, 100, 200]);
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    for (let beep = 0; beep < BEEPS; beep++) {
      const at = context.currentTime + beep * (BEEP_S + GAP_S);
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + BEEP_S);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + BEEP_S);
    }
    setTimeout(() => void context.close(), (BEEPS * (BEEP_S + GAP_S) + 0.5) * 1000);
  } catch (error) {
    console.error('[viral] the timer could not beep', error);
  }
}
