import type { UseQueryResult } from '@tanstack/react-query';
import {
  type MatchDetail,
  type PositionDefinition,
  type PresentationResponse,
  type TeamList,
  type TeamListRow,
  type TeamSide,
  teamListRows,
} from '@touchline/domain';
import type { ReactNode } from 'react';
import { describeFailure } from '../../../api/client';
import { EMPTY } from '../../../api/errors';
import { Logo } from '../../../ui/Logo';
import { DownloadButton } from '../DownloadButton';
import { downloadMemberList } from '../downloads';

interface TeamListCardProps {
  match: MatchDetail;
  side: TeamSide;
  query: UseQueryResult<TeamList>;
  positions: readonly PositionDefinition[];
  presentation: PresentationResponse;
}

/**
 * One team's list for the match (spec 2.9): players by position order, each with a picture (or a
 * placeholder), name ('Player' when private), position, 'Im' and 'D' badges and shirt number;
 * substitutes and officials under their own headings. Where the national allows downloads, the
 * member list PDF.
 */
export function TeamListCard({ match, side, query, positions, presentation }: TeamListCardProps) {
  const team = match[side];
  const name = team?.name ?? (side === 'homeTeam' ? 'Home' : 'Away');
  const titleId = `team-list-${side}`;
  const showLogo = presentation.showLogo;
  let body: ReactNode;
  if (match.isHideTeamList[side]) body = <p className="centre-card__empty">{EMPTY.teamListHidden}</p>;
  else if (!team) body = <p className="centre-card__empty">{EMPTY.noTeamList}</p>;
  // Spec 8 raises the server's message; it goes to the log, and the fan reads the catalogue's.
  else if (query.error)
    body = (
      <p className="centre-card__empty centre-card__empty--error" role="alert">
        {describeFailure(`Team list of ${name}`, query.error)}
      </p>
    );
  else if (!query.data) body = <ListSkeleton />;
  else {
    const players = teamListRows(query.data.players, positions, showLogo);
    const officials = teamListRows(query.data.nonplayers, positions, showLogo);
    const lineUp = players.filter((p) => !p.substitute);
    const bench = players.filter((p) => p.substitute);
    body =
      players.length + officials.length === 0 ? (
        <p className="centre-card__empty">{EMPTY.noTeamList}</p>
      ) : (
        <>
          <PeopleList rows={lineUp} />
          {bench.length > 0 && <PeopleList rows={bench} heading="Substitutes" />}
          {officials.length > 0 && <PeopleList rows={officials} heading="Officials" />}
        </>
      );
  }
  return (
    <section className="centre-card team-list" aria-labelledby={titleId}>
      <div className="team-list__head">
        {team && <Logo src={team.imgUrl ?? team.meta.imgUrl} name={team.name} size={32} />}
        <h2 id={titleId} className="centre-card__title team-list__title">
          {name}
        </h2>
        {presentation.settings.reportDownloads && team && (
          <DownloadButton
            label="Member list"
            detail={` of ${name} (PDF)`}
            download={() => downloadMemberList(match, side)}
          />
        )}
      </div>
      {body}
    </section>
  );
}

function PeopleList({ rows, heading }: { rows: TeamListRow[]; heading?: string }) {
  if (rows.length === 0) return null;
  return (
    <>
      {heading && <h3 className="team-list__heading">{heading}</h3>}
      <ul className="team-list__people">
        {rows.map((row) => (
          <li key={row.person._id} className="person-row">
            {row.avatarUrl ? (
              <img
                className="person-row__avatar"
                src={row.avatarUrl}
                alt=""
                width={36}
                height={36}
                loading="lazy"
              />
            ) : (
              <span className="person-row__avatar person-row__avatar--placeholder" aria-hidden="true">
                <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
                  <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0Z" fill="currentColor" />
                </svg>
              </span>
            )}
            <span className="person-row__text">
              <span className="person-row__name">{row.name}</span>
              {row.positionName && <span className="person-row__position">{row.positionName}</span>}
            </span>
            {row.badges.map((badge) => (
              <span
                key={badge}
                className="person-row__badge"
                title={badge === 'Im' ? 'Import' : 'Dispensation'}
              >
                <span aria-hidden="true">{badge}</span>
                <span className="visually-hidden">{badge === 'Im' ? 'Import' : 'Dispensation'}</span>
              </span>
            ))}
            {row.shirt !== null && (
              <span className="person-row__shirt">
                <span className="visually-hidden">Number </span>
                {row.shirt}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function ListSkeleton() {
  return (
    <ul className="team-list__people" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="person-row">
          <span className="centre-skeleton centre-skeleton--avatar" />
          <span className="centre-skeleton centre-skeleton--line" />
        </li>
      ))}
    </ul>
  );
}
