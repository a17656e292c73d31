import { PlaceholderScreen } from '../PlaceholderScreen';

/** The tabbed schedule screen: matches, ladder and leaderboard (spec 2.5 to 2.8). */
export function ScheduleScreen() {
  return <PlaceholderScreen title="Schedule" />;
}
