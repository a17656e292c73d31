import { PlaceholderScreen } from '../PlaceholderScreen';

/** Explore (spec 2.4). */
export function ExploreScreen() {
  return <PlaceholderScreen title="Explore" />;
}
