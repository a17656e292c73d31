import type { MemberDetail } from '@touchline/domain';
import { AppLink } from '../../shell/links';

/** An exemption's badge: red, with a letter and its meaning read out. */
const EXEMPTIONS = {
  import: { badge: 'Im', text: 'Import' },
  dispensation: { badge: 'D', text: 'Dispensation' },
} as const;

/**
 * The team's players (spec 2.11 'Player list rows'): a picture only for a public player when
 * the national shows pictures, else a placeholder; the name, or 'Player' when private; the
 * position; red badges for import and dispensation exemptions; the member type in capitals. A
 * public player opens their page; a private one is not a link.
 */
export function RosterList({ members, showLogo }: { members: readonly MemberDetail[]; showLogo: boolean }) {
  return (
    <ul className="roster">
      {members.map((member) => {
        const name = `${member.profile.firstName} ${member.profile.lastName}`.trim();
        const picture = member.isPublic && showLogo ? member.meta.imgUrl : null;
        const body = (
          <>
            {picture ? (
              <img className="roster__avatar" src={picture} alt="" width={40} height={40} loading="lazy" />
            ) : (
              <span className="roster__avatar roster__avatar--placeholder" aria-hidden="true">
                <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
                  <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0Z" fill="currentColor" />
                </svg>
              </span>
            )}
            <span className="roster__text">
              <span className="roster__name">{name}</span>
              {member.position && <span className="roster__position">{member.position.name}</span>}
            </span>
            {member.meta.exemptionList
              .filter((e) => e.flag)
              .map((e) => (
                <span
                  key={e.type}
                  className="roster__badge roster__badge--exemption"
                  title={EXEMPTIONS[e.type].text}
                >
                  <span aria-hidden="true">{EXEMPTIONS[e.type].badge}</span>
                  <span className="visually-hidden">{EXEMPTIONS[e.type].text}</span>
                </span>
              ))}
            <span className="roster__badge">{member.memberType.toUpperCase()}</span>
          </>
        );
        return (
          <li key={member._id}>
            {member.isPublic ? (
              <AppLink to={`/players/${member._id}`} className="roster__row roster__row--link">
                {body}
              </AppLink>
            ) : (
              <div className="roster__row">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
