import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedMatch, MatchChangeItem } from '@touchline/domain';
import { useState } from 'react';
import { manageKey, manageQueries, revertChange } from '../../../api/manage';
import { Dialog } from '../../schedule/Dialog';
import { fieldChanges, KIND_LABELS, kickoffLabel, type Names, newestFirst, whoLabel } from './describeChange';
import { messageOf } from './messageOf';
import { namesFor } from './names';
import './history.css';

export interface HistoryDialogProps {
  token: string;
  match: ManagedMatch;
  onClose: () => void;
}

/** The match as the dialog's title names it. */
export const matchTitle = (match: Pick<ManagedMatch, 'homeTeam' | 'awayTeam' | 'isBye'>) =>
  match.isBye
    ? `${match.homeTeam?.name ?? 'TBA'} (bye)`
    : `${match.homeTeam?.name ?? 'TBA'} v ${match.awayTeam?.name ?? 'TBA'}`;

/**
 * A match's history of changes, newest first, each with who made it, when, and every field
 * before → after; a change not yet reverted has Revert. The server refuses a revert of fields
 * changed since (409), and the dialog shows its words.
 */
export function HistoryDialog({ token, match, onClose }: HistoryDialogProps) {
  const client = useQueryClient();
  const changes = useQuery(manageQueries.changes(token, match._id));
  const { data } = useQuery(manageQueries.competitions(token));
  const names = namesFor(match, data);
  const [status, setStatus] = useState('');
  const [reverting, setReverting] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function revert(change: MatchChangeItem) {
    setReverting(change._id);
    setError(null);
    try {
      await revertChange(token, match._id, change._id);
      setStatus(`${KIND_LABELS[change.kind]} change reverted.`);
      await client.invalidateQueries({ queryKey: manageKey(token) });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setReverting(null);
    }
  }

  return (
    <Dialog title={`History: ${matchTitle(match)}`} onClose={onClose} variant="popover">
      <div className="history">
        {error && (
          <p className="history__error" role="alert">
            Not reverted: {error}
          </p>
        )}
        <p className="visually-hidden" role="status">
          {status}
        </p>
        {changes.isError ? (
          <p className="history__error" role="alert">
            The history could not be loaded: {messageOf(changes.error)}
          </p>
        ) : !changes.data ? (
          <p className="history__note">Loading its history…</p>
        ) : changes.data.length === 0 ? (
          <p className="history__note">No changes yet: this match is as the draw made it.</p>
        ) : (
          <ol className="history__list">
            {newestFirst(changes.data).map((change) => (
              <ChangeItem
                key={change._id}
                change={change}
                names={names}
                reverting={reverting === change._id}
                onRevert={reverting === null ? () => revert(change) : undefined}
              />
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}

interface ChangeItemProps {
  change: MatchChangeItem;
  names: Names;
  reverting: boolean;
  onRevert: (() => void) | undefined;
}

function ChangeItem({ change, names, reverting, onRevert }: ChangeItemProps) {
  const kind = KIND_LABELS[change.kind];
  const when = kickoffLabel(change.at, names.timeZone);
  const fields = fieldChanges(change, names);
  return (
    <li className="history__item">
      <div className="history__head">
        <span className={`history__kind history__kind--${change.kind}`}>{kind}</span>
        <span>
          {whoLabel(change.by)}, <time dateTime={change.at}>{when}</time>
        </span>
      </div>
      {fields.length > 0 && (
        <dl className="history__fields">
          {fields.map((f) => (
            <div key={f.field} className="history__field">
              <dt>{f.label}</dt>
              <dd>
                {f.before} <span aria-hidden="true">→</span> <span className="visually-hidden">to</span>{' '}
                {f.after}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {change.revertedBy !== null ? (
        <p className="history__note">Reverted (change {change.revertedBy}).</p>
      ) : (
        <button
          type="button"
          className="button button--quiet history__revert"
          aria-label={`Revert the ${kind.toLowerCase()} change of ${when}`}
          disabled={!onRevert}
          onClick={onRevert}
        >
          {reverting ? 'Reverting…' : 'Revert'}
        </button>
      )}
    </li>
  );
}
