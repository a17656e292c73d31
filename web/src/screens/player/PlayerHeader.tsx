import { type MemberResponse, playerAvatar, playerName } from '@touchline/domain';
import { AppLink } from '../../shell/links';
import { BackButton } from '../../ui/BackButton';

interface PlayerHeaderProps {
  member: MemberResponse['member'];
  team: { _id: number; name: string } | null;
  showLogo: boolean;
}

/**
 * The player's header (spec 2.12): the picture only when allowed (else a placeholder), the name
 * ('Player' when private), 'SSPD' when suspended, and the latest team, linked.
 */
export function PlayerHeader({ member, team, showLogo }: PlayerHeaderProps) {
  const picture = playerAvatar(member, showLogo);
  return (
    <header className="page-hero">
      <BackButton fallback="/" label="Close" className="page-hero__close" />
      {picture ? (
        <img className="page-hero__logo page-hero__avatar" src={picture} alt="" width={72} height={72} />
      ) : (
        <span className="page-hero__logo page-hero__avatar page-hero__avatar--placeholder" aria-hidden="true">
          <svg viewBox="0 0 24 24" width={40} height={40} aria-hidden="true">
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0Z" fill="currentColor" />
          </svg>
        </span>
      )}
      <div className="page-hero__text">
        <h1 id="player-title" className="page-hero__title">
          {playerName(member)}
        </h1>
        {team && (
          <p className="page-hero__sub">
            <AppLink to={`/teams/${team._id}`}>{team.name}</AppLink>
          </p>
        )}
        {member.meta.suspend.isSuspended && (
          <div className="page-hero__badges">
            <span className="suspended-card">
              <span aria-hidden="true">SSPD</span>
              <span className="visually-hidden">Suspended</span>
            </span>
          </div>
        )}
      </div>
    </header>
  );
}
