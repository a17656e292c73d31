import { PlaceholderScreen } from '../PlaceholderScreen';

/** Being built (issue 11); replaced by the real screen. */
export function SearchScreen() {
  return <PlaceholderScreen title="Search" />;
}
