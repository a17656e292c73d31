import { Crest } from './Crest';
import { AppLink } from './links';

interface HeaderProps {
  name: string;
  logoUrl: string | null;
  onMenu: () => void;
}

/**
 * The top bar: the menu button, the logo (the national's or branded entity's, else the crest)
 * and name linking to the start screen, and the search button (spec 2.4).
 */
export function Header({ name, logoUrl, onMenu }: HeaderProps) {
  return (
    <header className="topbar">
      <button type="button" className="icon-button topbar__menu" aria-label="Open menu" onClick={onMenu}>
        <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      </button>
      <AppLink to="/" className="topbar__home">
        {logoUrl ? (
          <img className="topbar__logo" src={logoUrl} alt="" width={40} height={40} />
        ) : (
          <Crest className="topbar__logo" />
        )}
        <span className="topbar__name">{name}</span>
      </AppLink>
      <AppLink to="/search" className="icon-button topbar__search" aria-label="Search">
        <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
      </AppLink>
    </header>
  );
}
