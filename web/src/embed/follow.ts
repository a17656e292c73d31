import { openCompetitionStream } from '../live/matchStream';

/** A burst of messages (a touchdown and its clock stop) is answered with one reload. */
const SETTLE_MS = 300;

/**
 * Keeps an embed live: follows the streams of the competitions it shows (the fan app's
 * competition streams, one connection each) and reloads the embed's data when one of their
 * matches changes (a live ladder moves with every score). Its reads are the cached public ones,
 * so a reload is cheap; none is made while the page is hidden. Returns the function that closes
 * the streams.
 */
export function followCompetitions(competitionIds: readonly number[], reload: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // While the page is hidden nothing is reloaded: one reload when it shows again covers it all.
  let stale = false;
  const changed = () => {
    clearTimeout(timer);
    if (document.hidden) stale = true;
    else timer = setTimeout(reload, SETTLE_MS);
  };
  const shown = () => {
    if (document.hidden || !stale) return;
    stale = false;
    changed();
  };
  document.addEventListener('visibilitychange', shown);
  const closers = competitionIds.map((id) => {
    // The first snapshot is what the embed has just loaded; a later one follows a reconnection,
    // after which something may have been missed.
    let opened = false;
    return openCompetitionStream(id, {
      onFrame(frame) {
        if (frame.event === 'snapshot' && !opened) opened = true;
        else changed();
      },
      onState() {},
    });
  });
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', shown);
    for (const close of closers) close();
  };
}
