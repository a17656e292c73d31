import { useQuery } from '@tanstack/react-query';
import {
  asStatusChip,
  COMPETITION_STATUS_CHIPS,
  type CompetitionMatches,
  competitionPageMatches,
  groupByDay,
  matchesOfRound,
  passesStatusChip,
  roundStrip,
} from '@touchline/domain';
import { useEffect, useMemo, useRef } from 'react';
import { competitionQueries } from '../../api/competitions';
import { EMPTY } from '../../api/errors';
import { usePresentation } from '../../shell/useNationalSetup';
import { addRecentCompetition } from '../../state/recentCompetition';
import { EmptyState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { useIsDesktop } from '../schedule/useMediaQuery';
import { ChipRow } from './ChipRow';
import { CompetitionHeader } from './CompetitionHeader';
import { DayGroup } from './DayGroup';
import { PicturePanel } from './PicturePanel';
import { usePageParams } from './usePageParams';
import '../schedule/matches.css';

const ALL_ROUNDS = 'all';
const STATUS_CHIPS = COMPETITION_STATUS_CHIPS.map((c) => ({ key: c.value, label: c.label }));

/**
 * A loaded competition page: its head, the status chips and round strip (both in the address),
 * then the chosen matches by day. Byes and matches in a hidden-rounds window are never listed.
 */
export function CompetitionView({ data }: { data: CompetitionMatches }) {
  const { competition } = data;
  const { timezone } = usePresentation();
  const desktop = useIsDesktop();
  const [params, update] = usePageParams();
  // Forfeit scores need the ladder template's score for the side that did not forfeit.
  const detail = useQuery(competitionQueries.detail(competition._id));
  useLoggedError('Error fetching competition', detail.error);

  // Once per visit: the list refetches every 30 s, and each answer is a new object.
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (recorded.current === competition._id) return;
    recorded.current = competition._id;
    addRecentCompetition(competition);
  }, [competition]);

  const listed = useMemo(
    () => competitionPageMatches(data.matches, competition.display.hideRounds),
    [data.matches, competition.display.hideRounds],
  );
  const rounds = useMemo(() => roundStrip(listed), [listed]);
  const status = asStatusChip(params.get('status'));
  const asked = params.get('round');
  const round = rounds.some((r) => r.key === asked) ? asked : null;
  const days = useMemo(
    () =>
      groupByDay(
        matchesOfRound(listed, round).filter((m) => passesStatusChip(m.status, status)),
        timezone,
      ),
    [listed, round, status, timezone],
  );

  let body = null;
  if (!data.displays.result) body = <EmptyState>{EMPTY.matchesNotPublic}</EmptyState>;
  else if (listed.length === 0) body = <EmptyState>{EMPTY.noMatches}</EmptyState>;
  else if (days.length === 0)
    body = (
      <div className="competition__none">
        <EmptyState>{EMPTY.noMatches}</EmptyState>
        <button type="button" className="button" onClick={() => update({ status: null, round: null })}>
          Show all matches
        </button>
      </div>
    );
  else {
    const defaultScoreFFReceived = detail.data?.laddertemplate.defaultScoreFFReceived ?? null;
    body = days.map((day) => (
      <DayGroup
        key={day.day ?? 'tba'}
        day={day}
        desktop={desktop}
        timeZone={timezone}
        defaultScoreFFReceived={defaultScoreFFReceived}
      />
    ));
  }

  const showFilters = data.displays.result && listed.length > 0;
  return (
    <article className="competition" aria-labelledby="competition-title">
      <CompetitionHeader competition={competition} count={data.displays.result ? listed.length : null} />
      <PicturePanel competition={competition} />
      {showFilters && (
        <div className="competition__filters">
          <ChipRow
            label="Match status"
            chips={STATUS_CHIPS}
            selected={status}
            onSelect={(chip) => update({ status: chip === 'all' ? null : chip })}
          />
          {rounds.length > 0 && (
            <ChipRow
              label="Rounds"
              chips={[{ key: ALL_ROUNDS, label: 'ALL ROUNDS' }, ...rounds]}
              selected={round ?? ALL_ROUNDS}
              onSelect={(key) => update({ round: key === ALL_ROUNDS ? null : key })}
            />
          )}
        </div>
      )}
      <div className="competition__days">{body}</div>
    </article>
  );
}
