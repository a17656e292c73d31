import { useQuery } from '@tanstack/react-query';
import type { ManagedMatch, TeamListPerson } from '@touchline/domain';
import { useState } from 'react';
import { matchQueries } from '../../api/matches';

interface PotmSelectProps {
  match: ManagedMatch;
  /** The member id chosen, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
  invalid?: boolean;
}

const nameOf = (p: TeamListPerson) =>
  `${p.firstName} ${p.lastName}`.trim() + (p.shirtNum === null ? '' : ` (#${p.shirtNum})`);

/**
 * The player of the match: a select of both teams' listed players, or none. The team lists are
 * read only once the select is used (or already holds a player), not for every row of a round.
 */
export function PotmSelect({ match, value, onChange, label, disabled, invalid }: PotmSelectProps) {
  const [wanted, setWanted] = useState(false);
  const sides = [match.homeTeam, match.awayTeam].filter((t) => t !== null);
  // Two useQuery calls, not useQueries: its observer would join the fans' vendor chunk.
  const home = useQuery({
    ...matchQueries.teamList(match._id, sides[0]?._id ?? 0),
    enabled: wanted && !!sides[0],
  });
  const away = useQuery({
    ...matchQueries.teamList(match._id, sides[1]?._id ?? 0),
    enabled: wanted && !!sides[1],
  });
  const lists = [home, away].slice(0, sides.length);
  const listed = new Set(lists.flatMap((l) => l.data?.players.map((p) => String(p._id)) ?? []));
  const current = match.playerOfTheMatch;
  const loading = wanted && lists.some((l) => l.isPending);
  return (
    <select
      className="manage-input manage-input--potm"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      disabled={disabled}
      onFocus={() => setWanted(true)}
      onPointerDown={() => setWanted(true)}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">None</option>
      {current && !listed.has(String(current._id)) && <option value={current._id}>{current.name}</option>}
      {sides.map((team, i) => {
        const players = lists[i]?.data?.players ?? [];
        return players.length ? (
          <optgroup key={team._id} label={team.name}>
            {players.map((p) => (
              <option key={p._id} value={p._id}>
                {nameOf(p)}
              </option>
            ))}
          </optgroup>
        ) : null;
      })}
      {loading && <option disabled>Reading the team lists…</option>}
    </select>
  );
}
