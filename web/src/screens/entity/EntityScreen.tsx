import { PlaceholderScreen } from '../PlaceholderScreen';

/** Being built (issue 11); replaced by the real screen. */
export function EntityScreen() {
  return <PlaceholderScreen title="Organisation" />;
}
