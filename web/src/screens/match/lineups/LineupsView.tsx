import { useQuery } from '@tanstack/react-query';
import type {
  MatchCompetitionSettings,
  MatchDetail,
  PresentationResponse,
  TeamSide,
} from '@touchline/domain';
import { matchQueries } from '../../../api/matches';
import { FieldView } from './FieldView';
import { TeamListCard } from './TeamListCard';
import './lineups.css';

interface LineupsViewProps {
  match: MatchDetail;
  settings: MatchCompetitionSettings | null;
  presentation: PresentationResponse;
}

/** Both teams' lists for the match, and the field view where the national shows one (spec 2.9). */
export function LineupsView({ match, settings, presentation }: LineupsViewProps) {
  const list = (side: TeamSide) => {
    const team = match[side];
    return { ...matchQueries.teamList(match._id, team?._id ?? 0), enabled: team !== null };
  };
  const home = useQuery(list('homeTeam'));
  const away = useQuery(list('awayTeam'));
  const positions = settings?.positions ?? [];
  const cards = { homeTeam: home, awayTeam: away } as const;
  return (
    <div className="lineups">
      {(['homeTeam', 'awayTeam'] as const).map((side) => (
        <TeamListCard
          key={side}
          match={match}
          side={side}
          query={cards[side]}
          positions={positions}
          presentation={presentation}
        />
      ))}
      {presentation.settings.fieldView && (
        <FieldView
          match={match}
          lists={{ homeTeam: home.data ?? null, awayTeam: away.data ?? null }}
          substitutesOnFieldView={presentation.settings.substitutesOnFieldView}
        />
      )}
    </div>
  );
}
