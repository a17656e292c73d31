import { useId } from 'react';
import { AppLink } from '../shell/links';
import { AddToCalendar } from '../ui/AddToCalendar';
import { followMessage } from './messages';
import { isAppleMobile } from './pushState';
import type { FollowNoteInfo } from './useFollowAction';
import './follow.css';

/**
 * What became of notifications after a follow, when they are not on: why, how to undo a block,
 * the calendar feed where there is no push. The region is always there, so a screen reader
 * hears the note when it appears.
 */
export function FollowNote({ note, onDismiss }: { note: FollowNoteInfo | null; onDismiss: () => void }) {
  const titleId = useId();
  const message =
    note &&
    followMessage(note.state, note.name, {
      appleMobile: isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0),
      code: note.code ?? null,
    });
  return (
    <div className="follow-note-region" role="status">
      {message && (
        <section className="follow-note" aria-labelledby={titleId}>
          <h2 id={titleId} className="follow-note__title">
            {message.title}
          </h2>
          <p className="follow-note__text">{message.text}</p>
          {message.calendar && note.calendar && (
            <AddToCalendar
              kind={note.calendar.kind}
              id={note.calendar.id}
              name={note.calendar.name}
              label={`Instead of notifications, add ${note.calendar.name}'s matches to your calendar`}
            />
          )}
          <div className="follow-note__actions">
            <AppLink to="/my-teams" className="follow-note__link">
              Open My teams
            </AppLink>
            <button type="button" className="follow-note__dismiss" onClick={onDismiss}>
              Dismiss
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
