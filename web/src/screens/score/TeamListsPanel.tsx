import { useQuery } from '@tanstack/react-query';
import type { MatchDetail, MemberDetail, TeamList, TeamSide } from '@touchline/domain';
import { useId, useState } from 'react';
import { matchQueries } from '../../api/matches';
import { teamPageQueries } from '../../api/teamPages';
import { queueAction } from '../../writes/outboxStore';

/**
 * The two team lists, before the game: each team's roster with who is on the list for this
 * match, saved as the list's replacement (PUT, through the queue like every action). Open by
 * default before kick-off, folded away after.
 */
export function TeamListsPanel({ match }: { match: MatchDetail }) {
  return (
    <details className="score-card score-lists" open={match.status === 'pre-game'}>
      <summary>
        <h2>Team lists</h2>
      </summary>
      <div className="score-teams">
        {(['homeTeam', 'awayTeam'] as const).map((side) => (
          <TeamListEditor key={side} match={match} side={side} />
        ))}
      </div>
    </details>
  );
}

function TeamListEditor({ match, side }: { match: MatchDetail; side: TeamSide }) {
  const team = match[side];
  const roster = useQuery({ ...teamPageQueries.team(team?._id ?? 0), enabled: Boolean(team) }).data;
  const list = useQuery({ ...matchQueries.teamList(match._id, team?._id ?? 0), enabled: Boolean(team) }).data;
  if (!team) return null;
  const members = roster?.team[0]?.memberDetails ?? [];
  if (!roster || !list) return <p className="score-note">Loading {team.name}'s roster…</p>;
  return <ListForm key={listKey(list)} matchId={match._id} team={team} members={members} list={list} />;
}

/** Re-seeds the form when the saved list changes (another device, or this one's save coming back). */
const listKey = (list: TeamList) => [...list.players, ...list.nonplayers].map((p) => p._id).join(',');

interface ListFormProps {
  matchId: number;
  team: { _id: number; name: string };
  members: readonly MemberDetail[];
  list: TeamList;
}

function ListForm({ matchId, team, members, list }: ListFormProps) {
  const id = useId();
  const [chosen, setChosen] = useState(
    () => new Set([...list.players, ...list.nonplayers].map((p) => p._id)),
  );
  const toggle = (memberId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(memberId)) next.add(memberId);
      return next;
    });
  const save = () =>
    queueAction({
      matchId,
      method: 'PUT',
      path: `/live/teamlists/matches/${matchId}/teams/${team._id}`,
      body: {
        players: members
          .filter((m) => chosen.has(m._id))
          .map((m) => ({
            member: m._id,
            isPlayer: m.memberType === 'Player',
            memberType: m.memberType,
            shirtNum: m.shirtNum,
            position: m.position,
          })),
      },
      label: `Team list of ${team.name} (${chosen.size})`,
    });
  return (
    <fieldset className="score-list" aria-describedby={`${id}-count`}>
      <legend>{team.name}</legend>
      <p id={`${id}-count`} className="score-note">
        {chosen.size} of {members.length} on the list
      </p>
      {members.length === 0 ? (
        <p className="score-note">The team's roster is not public, so its list cannot be edited here.</p>
      ) : (
        <ul className="score-list__members">
          {members.map((m) => (
            <li key={m._id}>
              <label className="score-check">
                <input type="checkbox" checked={chosen.has(m._id)} onChange={() => toggle(m._id)} />
                {m.shirtNum !== null ? `#${m.shirtNum} ` : ''}
                {m.profile.firstName} {m.profile.lastName}
                {m.memberType !== 'Player' ? ` (${m.memberType})` : ''}
              </label>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button score-big score-wide"
        onClick={save}
        disabled={members.length === 0}
      >
        {/* One run of text: a flex button would drop the space before 'list'. */}
        <span>
          Save<span className="visually-hidden"> {team.name}'s</span> list
        </span>
      </button>
    </fieldset>
  );
}
