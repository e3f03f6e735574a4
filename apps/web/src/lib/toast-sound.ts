import type { ToastType } from "./toast";

/** Two short notes per type, synthesised so no sound file has to be shipped. */
const NOTES: Readonly<Record<ToastType, readonly number[]>> = {
  success: [660, 990],
  error: [392, 262],
  warning: [587, 587],
  info: [],
};

let context: AudioContext | undefined;

/** Plays the toast's sound; stays silent where audio is missing or not yet allowed. */
export function playToastSound(type: ToastType): void {
  try {
    // Browsers refuse audio before the first tap or key press; asking anyway only logs warnings.
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    context ??= new AudioContextClass();
    const audio = context;
    if (audio.state === "suspended") void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    NOTES[type].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const noteStart = start + index * 0.11;
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, noteStart);
      gain.gain.exponentialRampToValueAtTime(0.12, noteStart + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, noteStart + 0.1);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(noteStart);
      oscillator.stop(noteStart + 0.11);
    });
  } catch {
    // Audio is a nicety: a blocked or broken audio stack must not break the toast.
  }
}
