/**
 * What a signed-in start loads lazily (the sign-in screen downloads neither): the
 * notifications around every screen, and the first screen's opening call. One
 * dynamic import for both, so one file: each imported apart was a chunk of its
 * own, one more request in a cold /profile's 20 (bench/cold-profile.bench.ts).
 */
export { askOpeningCall } from "./first-screen-data";
export { NotificationEffects } from "./shell/notification-effects";
