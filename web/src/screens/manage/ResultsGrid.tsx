import { useQuery } from '@tanstack/react-query';
import {
  dayMonthLabel,
  type ManagedCompetition,
  type ManagedCompetitions,
  type ManagedMatch,
  type ResultBody,
} from '@touchline/domain';
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { type MatchWindow, manageQueries, resultPath } from '../../api/manage';
import { useOnline } from '../../pwa/online';
import { discardRefused, queueAction, retryRefused } from '../../writes/outboxStore';
import { zoneOf } from './fixtures/fixtureForm';
import { HistoryDialog } from './history/HistoryDialog';
import { ReplaceLiveDialog } from './ReplaceLiveDialog';
import { ResultRow } from './ResultRow';
import {
  bodyOf,
  type DraftField,
  draftOf,
  draftOfBody,
  labelOf,
  problemsOf,
  type ResultDraft,
  type RowProblem,
  sameDraft,
  withField,
} from './resultRow';
import { useResultQueue } from './useResultQueue';
import './resultsGrid.css';

/** Rows typed and not saved, by match: kept by the console, so a change of round keeps them. */
export type Edits = Record<number, ResultDraft>;

interface ResultsGridProps {
  token: string;
  data: ManagedCompetitions;
  competition: ManagedCompetition;
  window: MatchWindow;
  edits: Edits;
  setEdits: Dispatch<SetStateAction<Edits>>;
}

/** What a row was last saved as, until the server's copy of the match changes. */
interface Saved {
  body: ResultBody;
  updatedAt: string;
}

const byId = <T,>(record: Record<number, T>, id: number, value: T | null): Record<number, T> => {
  const next = { ...record };
  if (value === null) delete next[id];
  else next[id] = value;
  return next;
};

/**
 * The results grid: a row per match of the round or the dates, entered by keyboard alone (Tab
 * through the scores, Enter saves a row and moves to the next). A saved row is queued on the
 * device (writes/outboxStore.ts) and shows "Not sent" until the server has it; a refusal stops
 * the queue at its row, with the server's words.
 */
export function ResultsGrid({ token, data, competition, window, edits, setEdits }: ResultsGridProps) {
  const matches = useQuery(manageQueries.matches(token, competition._id, window));
  const online = useOnline();
  const [said, say] = useState('');
  const queued = useResultQueue(token, say);
  const [problems, setProblems] = useState<Record<number, RowProblem[]>>({});
  const [saved, setSaved] = useState<Record<number, Saved>>({});
  const [editing, setEditing] = useState<Record<number, true>>({});
  const [confirming, setConfirming] = useState<{ match: ManagedMatch; index: number } | null>(null);
  const [history, setHistory] = useState<ManagedMatch | null>(null);
  const table = useRef<HTMLTableElement>(null);

  const list = matches.data ?? [];
  /** The row as the server has it, or as the device last queued or saved it. */
  const baseOf = (match: ManagedMatch): ResultDraft => {
    const waiting = queued(match._id).body;
    if (waiting) return draftOfBody(match, waiting);
    const last = saved[match._id];
    if (last && last.updatedAt === match.updatedAt) return draftOfBody(match, last.body);
    return draftOf(match);
  };
  const draftFor = (match: ManagedMatch) => edits[match._id] ?? baseOf(match);

  const focusScore = (index: number, after: boolean) => {
    const inputs = table.current?.querySelectorAll<HTMLInputElement>('input[data-score="home"]') ?? [];
    const next = [...inputs].find((input) =>
      after ? Number(input.dataset.index) > index : Number(input.dataset.index) === index,
    );
    next?.focus();
  };

  const queue = (match: ManagedMatch, draft: ResultDraft, replacesLive: boolean) => {
    const body = bodyOf(match, draft, replacesLive, baseOf(match));
    const label = labelOf(match, body);
    queueAction({ matchId: match._id, method: 'PUT', path: resultPath(match._id), body, label });
    setSaved((s) => byId(s, match._id, { body, updatedAt: match.updatedAt }));
    setEdits((e) => byId<ResultDraft>(e, match._id, null));
    setProblems((p) => byId(p, match._id, null));
    setEditing((e) => byId(e, match._id, null));
    say(online ? `Saving: ${label}` : `Queued: not sent: ${label}`);
  };

  const save = (match: ManagedMatch, index: number) => {
    const draft = draftFor(match);
    const edited = !sameDraft(draft, baseOf(match));
    if (!edited) {
      focusScore(index, true);
      return;
    }
    const found = problemsOf(match, draft);
    setProblems((p) => byId(p, match._id, found.length ? found : null));
    if (found.length) {
      say(`Not saved: ${found.map((p) => p.message).join(' ')}`);
      return;
    }
    if (match.scoredLive) {
      setConfirming({ match, index });
      return;
    }
    queue(match, draft, false);
    focusScore(index, true);
  };

  const revert = (match: ManagedMatch) => {
    setEdits((e) => byId<ResultDraft>(e, match._id, null));
    setProblems((p) => byId(p, match._id, null));
    setEditing((e) => byId(e, match._id, null));
  };

  if (matches.isPending) return <p className="manage-note">Reading the matches…</p>;
  if (matches.isError)
    return (
      <div role="alert" className="manage-note manage-note--error">
        <p>
          The matches could not be read:{' '}
          {matches.error instanceof Error ? matches.error.message : 'no answer'}
        </p>
        <button type="button" className="button" onClick={() => void matches.refetch()}>
          Try again
        </button>
      </div>
    );
  if (list.length === 0)
    return (
      <p className="manage-note">
        {'roundId' in window ? 'No matches in this round.' : 'No matches on these dates.'}
      </p>
    );

  const round = 'roundId' in window ? competition.rounds.find((r) => r._id === window.roundId) : null;
  const day = (date: string) => dayMonthLabel(`${date}T12:00:00Z`, 'UTC');
  const caption = round
    ? `Results of ${competition.name}, ${round.name}`
    : `Results of ${competition.name}, ${'from' in window ? `${day(window.from)} to ${day(window.to)}` : ''}`;
  return (
    <div className="manage-results">
      <p className="manage-hint">
        Type the scores, Tab to move, Enter to save a row and go to the next; Escape takes a row's edits back.
      </p>
      <div className="manage-grid__scroll">
        <table className="manage-grid" ref={table}>
          <caption className="manage-grid__caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Kickoff</th>
              <th scope="col">Home</th>
              <th scope="col">Home score</th>
              <th scope="col">Away score</th>
              <th scope="col">Away</th>
              <th scope="col">Status</th>
              <th scope="col">Forfeit by</th>
              <th scope="col">Player of the match</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((match, index) => {
              const draft = draftFor(match);
              return (
                <ResultRow
                  key={match._id}
                  match={match}
                  index={index}
                  timeZone={zoneOf(data, match.venue?._id ?? null)}
                  draft={draft}
                  edited={!sameDraft(draft, baseOf(match))}
                  problems={problems[match._id] ?? []}
                  queue={queued(match._id).queue}
                  editing={editing[match._id] === true}
                  onField={(field: DraftField, value: string) => {
                    setEdits((e) =>
                      byId(e, match._id, withField(e[match._id] ?? baseOf(match), field, value)),
                    );
                    // The field being fixed is no longer marked wrong; Enter checks the row again.
                    setProblems((p) => {
                      const left = (p[match._id] ?? []).filter((problem) => problem.field !== field);
                      return byId(p, match._id, left.length ? left : null);
                    });
                  }}
                  onPeriods={(change) => {
                    setEdits((e) => byId(e, match._id, change(e[match._id] ?? baseOf(match))));
                    setProblems((p) => {
                      const left = (p[match._id] ?? []).filter((problem) => problem.field !== 'periods');
                      return byId(p, match._id, left.length ? left : null);
                    });
                  }}
                  onSave={() => save(match, index)}
                  onRevert={() => revert(match)}
                  onEditLive={() => {
                    setEditing((e) => byId(e, match._id, true));
                    requestAnimationFrame(() => focusScore(index, false));
                  }}
                  onHistory={() => setHistory(match)}
                  onDiscard={(key) => {
                    setSaved((s) => byId(s, match._id, null));
                    discardRefused(key);
                  }}
                  onRetry={retryRefused}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      {confirming && (
        <ReplaceLiveDialog
          fixture={`${confirming.match.homeTeam?.name} v ${confirming.match.awayTeam?.name}`}
          onConfirm={() => {
            const { match, index } = confirming;
            setConfirming(null);
            queue(match, draftFor(match), true);
            requestAnimationFrame(() => focusScore(index, true));
          }}
          onClose={() => setConfirming(null)}
        />
      )}
      {history && <HistoryDialog token={token} match={history} onClose={() => setHistory(null)} />}
    </div>
  );
}
