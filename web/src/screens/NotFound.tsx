import { Link, useLocation } from 'react-router';
import { brandPrefix } from '../shell/branding';

/** Any path no screen claims. */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Page not found
      </h1>
      <p className="screen__note">There is nothing at {pathname}.</p>
      <Link className="button" to={brandPrefix(pathname) || '/'}>
        Go to the start
      </Link>
    </section>
  );
}
