import { Link } from 'react-router';
import { Crest } from './Crest';

/** The top bar: the national's logo (or the fallback crest) and name, linking to the start screen. */
export function Header({
  name,
  logoUrl,
  homePath,
}: {
  name: string;
  logoUrl: string | null;
  homePath: string;
}) {
  return (
    <header className="topbar">
      <Link to={homePath} className="topbar__home">
        {logoUrl ? (
          <img className="topbar__logo" src={logoUrl} alt="" width={40} height={40} />
        ) : (
          <Crest className="topbar__logo" />
        )}
        <span className="topbar__name">{name}</span>
      </Link>
    </header>
  );
}
