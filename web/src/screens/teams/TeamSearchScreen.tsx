import { PlaceholderScreen } from '../PlaceholderScreen';

/** Being built (issue 11); replaced by the real screen. */
export function TeamSearchScreen() {
  return <PlaceholderScreen title="Teams" />;
}
