import {
  Link,
  type LinkProps,
  type NavigateOptions,
  NavLink,
  type NavLinkProps,
  useNavigate,
} from 'react-router';
import { useBranding } from './branding';

/** An in-app link that keeps the branded prefix (spec 2.2): `to` is a path starting with '/'. */
export function AppLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { prefix } = useBranding();
  return <Link to={prefix + to} {...props} />;
}

/** A NavLink (marks the current page) that keeps the branded prefix. */
export function AppNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const { prefix } = useBranding();
  return <NavLink to={prefix + to} {...props} />;
}

/** navigate() that keeps the branded prefix. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const { prefix } = useBranding();
  return (to: string, options?: NavigateOptions) => navigate(prefix + to, options);
}
