/** Spec section 7: GET /sounds/notify.mp3, at volume 1 with a browser notification and 0.5 in the app. */
export const NOTIFY_SOUND_URL = "/sounds/notify.mp3";
export const BROWSER_SOUND_VOLUME = 1;
export const IN_APP_SOUND_VOLUME = 0.5;

export function playNotifySound(volume: number): void {
  try {
    // Before the seller's first tap the browser refuses to play; asking anyway only logs warnings.
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    const audio = new Audio(NOTIFY_SOUND_URL);
    audio.volume = volume;
    void audio.play().catch(() => undefined);
  } catch {
    // A sound is a nicety: no audio support must not lose the notification.
  }
}
