import { Navigate, useLocation } from 'react-router';
import { brandPrefix } from '../shell/branding';
import { usePresentation } from '../shell/useNationalSetup';

/** `/` and `/c/{level}/{name}`: the start tab, Explore if the national uses it, else Schedule. */
export function EntryRedirect() {
  const { useExplorer } = usePresentation();
  return <PrefixedRedirect to={useExplorer ? '/tabs/explore' : '/tabs/schedule'} />;
}

/** Redirects to `to`, keeping the branded prefix of the current path. */
export function PrefixedRedirect({ to }: { to: string }) {
  const { pathname } = useLocation();
  return <Navigate to={brandPrefix(pathname) + to} replace />;
}
