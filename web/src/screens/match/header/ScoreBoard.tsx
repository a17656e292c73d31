import type { ScoreLine } from '@touchline/domain';
import { useEffect, useRef, useState } from 'react';

/** How long the '+n' beside a score that just changed stays. */
const DELTA_MS = 4_000;

interface ScoreBoardProps {
  line: ScoreLine;
  scores: { homeTeam: number; awayTeam: number };
}

const CAPTIONS: Partial<Record<ScoreLine['kind'], string>> = {
  'current-set': 'Current set',
  'set-totals': 'Sets won',
  penalties: 'Penalties in brackets',
};

/**
 * The score in the header, by the rule that applied (spec 2.9): the plain score, the current
 * set, the set totals or the penalty scores. Nothing for 'hidden': the per-period table shows the
 * totals then.
 */
export function ScoreBoard({ line, scores }: ScoreBoardProps) {
  if (line.kind === 'hidden') return null;
  const [home, away] =
    line.kind === 'penalties' ? [line.homeTeam, line.awayTeam] : (line.text.split('-') as [string, string]);
  const caption = CAPTIONS[line.kind];
  // The '+n' marks follow the match score; set and shoot-out lines change in other units.
  const follows = line.kind === 'plain';
  return (
    <div className="scoreboard">
      {caption && <span className="scoreboard__caption">{caption}</span>}
      <span className="scoreboard__line">
        <ScoreValue text={home} value={follows ? scores.homeTeam : null} />
        <span className="scoreboard__dash" aria-hidden="true">
          –
        </span>
        <span className="visually-hidden"> to </span>
        <ScoreValue text={away} value={follows ? scores.awayTeam : null} />
      </span>
    </div>
  );
}

/**
 * One side's score. When it goes up, a '+n' shows beside it for a few seconds and the digits
 * pulse: a change is marked in words, not by colour alone. Screen readers hear the new score
 * from the header's live region instead.
 */
function ScoreValue({ text, value }: { text: string; value: number | null }) {
  const previous = useRef(value);
  const [delta, setDelta] = useState<{ points: number; key: number } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (value === null || before === null || value <= before) return;
    setDelta({ points: value - before, key: Date.now() });
    const timer = setTimeout(() => setDelta(null), DELTA_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <span className={`scoreboard__value${delta ? ' scoreboard__value--changed' : ''}`} key={delta?.key}>
      <PenaltyParts text={text} />
      {delta && (
        <span className="scoreboard__delta" aria-hidden="true">
          +{delta.points}
        </span>
      )}
    </span>
  );
}

/**
 * A side's score as text, with a shoot-out count ('(3) 2' at home, '2 (1)' away) set smaller
 * than the score it goes with; any other score as it is.
 */
function PenaltyParts({ text }: { text: string }) {
  const home = /^(\(\d+\)) (\d+)$/.exec(text);
  if (home)
    return (
      <>
        <span className="scoreboard__count">{home[1]}</span> {home[2]}
      </>
    );
  const away = /^(\d+) (\(\d+\))$/.exec(text);
  if (away)
    return (
      <>
        {away[1]} <span className="scoreboard__count">{away[2]}</span>
      </>
    );
  return <>{text}</>;
}
