import { useQuery } from '@tanstack/react-query';
import { isLiveStatus, type MatchSummary, type TeamDetail, teamGlance } from '@touchline/domain';
import { useId, useMemo } from 'react';
import { teamPageQueries } from '../../api/teamPages';
import { FollowButton } from '../../follow/FollowButton';
import type { Followed, FollowKind } from '../../follow/follows';
import { AppLink } from '../../shell/links';
import { STORAGE_KEYS, writeStored } from '../../state/storage';
import { Logo } from '../../ui/Logo';
import { isNotFound } from '../../ui/PageState';
import { MatchCard } from '../schedule/MatchCard';

/** While one of its matches is under way, a followed team is asked for again this often. */
const LIVE_REFETCH_MS = 30_000;

interface FollowedTeamProps {
  team: Followed;
  timeZone: string;
  onToggle: (kind: FollowKind, item: Followed) => void;
}

/**
 * A followed team on My teams: its name and bell, then its live match first (if any), its next
 * and its last match, and a link to the ladder of the competition they are in.
 */
export function FollowedTeam({ team, timeZone, onToggle }: FollowedTeamProps) {
  const titleId = useId();
  const query = useQuery({
    ...teamPageQueries.team(team.id),
    refetchInterval: (q) =>
      q.state.data?.matches.some((m) => isLiveStatus(m.status)) ? LIVE_REFETCH_MS : false,
  });
  const detail = query.data;
  const logo = detail?.team[0] ? (detail.team[0].imgUrl ?? detail.team[0].meta.imgUrl) : null;
  return (
    <section className="followed-team" aria-labelledby={titleId}>
      <header className="followed-team__head">
        <Logo src={logo} name={team.name} size={40} />
        <h2 id={titleId} className="followed-team__name">
          <AppLink to={`/teams/${team.id}`}>{team.name}</AppLink>
        </h2>
        <FollowButton kind="teams" item={team} onToggle={onToggle} />
      </header>
      {detail ? (
        <TeamMatches detail={detail} timeZone={timeZone} />
      ) : query.error ? (
        <div className="followed-team__problem" role="alert">
          <p>
            {isNotFound(query.error)
              ? 'This team could not be found. It may have been removed.'
              : "This team's matches could not be loaded."}
          </p>
          {!isNotFound(query.error) && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              {query.isFetching ? 'Trying again…' : 'Try again'}
            </button>
          )}
        </div>
      ) : (
        <div className="followed-team__slots" role="status" aria-label={`Loading ${team.name}…`}>
          {[0, 1].map((i) => (
            <span key={i} className="followed-team__skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
    </section>
  );
}

function TeamMatches({ detail, timeZone }: { detail: TeamDetail; timeZone: string }) {
  const glance = useMemo(() => teamGlance(detail.matches, new Date()), [detail.matches]);
  const ladderOf = glance.live[0] ?? glance.next ?? glance.last;
  const slots: { key: string; title: string; match: MatchSummary | null; none: string }[] = [
    ...glance.live.map((match) => ({ key: `live-${match._id}`, title: 'Live now', match, none: '' })),
    { key: 'next', title: 'Next match', match: glance.next, none: 'No match to come' },
    { key: 'last', title: 'Last match', match: glance.last, none: 'No match played yet' },
  ];
  return (
    <>
      <div className="followed-team__slots">
        {slots.map((slot) => (
          <div
            key={slot.key}
            className={`followed-team__slot${slot.title === 'Live now' ? ' followed-team__slot--live' : ''}`}
          >
            <h3 className="followed-team__slot-title">{slot.title}</h3>
            {slot.match ? (
              <MatchCard match={slot.match} timeZone={timeZone} defaultScoreFFReceived={null} />
            ) : (
              <p className="followed-team__none">{slot.none}</p>
            )}
          </div>
        ))}
      </div>
      {ladderOf?.competition.display.ladder && <LadderLink match={ladderOf} />}
    </>
  );
}

/** The ladder of the match's competition: the ladders tab, with that season and competition chosen. */
function LadderLink({ match }: { match: MatchSummary }) {
  return (
    <AppLink
      to="/tabs/ladders"
      className="followed-team__ladder"
      onClick={() => {
        writeStored(STORAGE_KEYS.season, match.season);
        writeStored(STORAGE_KEYS.competition, match.competition._id);
      }}
    >
      {match.competition.name} ladder
    </AppLink>
  );
}
