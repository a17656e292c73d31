import { GOAL_SOUND_VOLUME } from '@touchline/domain';

/** The goal sound, a short horn (web/scripts/sound.mjs makes it). */
const GOAL_SOUND_URL = '/goal-horn.wav';

let audio: HTMLAudioElement | null = null;

/**
 * Whether the visitor has interacted with the page: browsers refuse to play sound before that,
 * and a sound out of nowhere would startle anyway.
 */
function hasInteracted(): boolean {
  return navigator.userActivation?.hasBeenActive ?? false;
}

/** Plays the goal sound at the spec's volume (0.5), if the visitor has interacted with the page. */
export function playGoalSound(): void {
  if (!hasInteracted()) return;
  audio ??= new Audio(GOAL_SOUND_URL);
  audio.volume = GOAL_SOUND_VOLUME;
  audio.currentTime = 0;
  // A refusal (autoplay rules, no audio device) is no reason to interrupt the match.
  void audio.play().catch(() => undefined);
}
