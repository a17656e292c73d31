import {
  type GameRules,
  isLiveStatus,
  type MatchCompetitionSettings,
  type MatchDetail,
} from '@touchline/domain';
import { BoxScoreView } from './BoxScoreView';
import { DrivesView } from './DrivesView';
import { PlayByPlayView } from './PlayByPlayView';
import { useBoxScore, useGameReplay, useGameRules } from './useGame';

interface GameTabProps {
  view: 'events' | 'drives' | 'boxscore';
  match: MatchDetail;
  settings: MatchCompetitionSettings | null;
}

/**
 * A tab of a match scored play by play: the play-by-play (its Events), the Drives or the Box
 * score, each worked out from the plays by the domain's machine only while it is shown.
 */
export function GameTab({ view, match, settings }: GameTabProps) {
  const rules = useGameRules(match, settings);
  if (view === 'boxscore') return <BoxScoreTab match={match} rules={rules} />;
  return <ReplayTab view={view} match={match} rules={rules} />;
}

function ReplayTab({
  view,
  match,
  rules,
}: {
  view: 'events' | 'drives';
  match: MatchDetail;
  rules: GameRules;
}) {
  const replay = useGameReplay(match, rules);
  const newestFirst = isLiveStatus(match.status);
  return view === 'drives' ? (
    <DrivesView match={match} rules={rules} replay={replay} newestFirst={newestFirst} />
  ) : (
    <PlayByPlayView match={match} rules={rules} replay={replay} newestFirst={newestFirst} />
  );
}

function BoxScoreTab({ match, rules }: { match: MatchDetail; rules: GameRules }) {
  return <BoxScoreView match={match} box={useBoxScore(match, rules)} />;
}
