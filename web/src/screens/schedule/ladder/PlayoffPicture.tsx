import {
  type FinalsChaser,
  type FinalsSeed,
  type FinalsTable,
  finalsMarkName,
  type LadderResponse,
  type LadderTeam,
  recordLabel,
} from '@touchline/domain';
import { useId } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { Logo } from '../../../ui/Logo';

import { FinalsMarkBadge } from './LadderRow';
import './picture.css';

/** Said when the competition has no finals (its settings say 0 teams) or none are known. */
export const NO_PICTURE = 'No playoff picture: this competition has no finals.';

const KIND_LABELS: Record<FinalsSeed['kind'], string | null> = {
  division: 'Division winner',
  wildCard: 'Wild card',
  place: null,
};

/**
 * The playoff picture (issue 27): per seeding table, the seeds in order with their record, how
 * they got in (division winner or wild card), the byes and why each is above the next; the bye
 * line, the finals line, then the teams chasing, best first.
 */
export function PlayoffPicture({ data }: { data: LadderResponse }) {
  const finals = data.finals;
  if (!finals?.tables.length) return <EmptyState>{NO_PICTURE}</EmptyState>;
  const teams = new Map(data.teams.map((t) => [t._id, t]));
  return (
    <div className="picture">
      {finals.tables.map((table) => (
        <PictureTable
          key={table.name ?? 'all'}
          table={table}
          teams={teams}
          title={table.name ?? data.competition.name}
        />
      ))}
    </div>
  );
}

function PictureTable({
  table,
  teams,
  title,
}: {
  table: FinalsTable;
  teams: ReadonlyMap<number, LadderTeam>;
  title: string;
}) {
  const titleId = useId();
  const withBye = table.seeds.filter((s) => s.bye);
  const without = table.seeds.filter((s) => !s.bye);
  const byeText = table.byes === 1 ? '1 bye' : `${table.byes} byes`;
  return (
    <section className="picture__table" aria-labelledby={titleId}>
      <h2 id={titleId} className="ladder__pool">
        {title}
      </h2>
      <p className="picture__summary">
        {`${table.places} ${table.places === 1 ? 'place' : 'places'} in the finals${table.byes ? `, ${byeText}` : ''}`}
      </p>
      {withBye.length > 0 && (
        <>
          <ol className="picture__list" aria-label={`${title}: seeds with a bye`}>
            {withBye.map((seed) => (
              <SeedItem key={seed._id} seed={seed} team={teams.get(seed._id)} byes={table.byes} />
            ))}
          </ol>
          <p className="picture__line picture__line--bye">
            <span>Bye line</span>
          </p>
        </>
      )}
      <ol
        className="picture__list"
        aria-label={withBye.length ? `${title}: other seeds` : `${title}: seeds`}
        start={withBye.length + 1}
      >
        {without.map((seed) => (
          <SeedItem key={seed._id} seed={seed} team={teams.get(seed._id)} byes={table.byes} />
        ))}
      </ol>
      <p className="picture__line picture__line--cut">
        <span>Finals line</span>
      </p>
      {table.chasing.length > 0 && (
        <ol className="picture__list picture__list--chasing" aria-label={`${title}: chasing`}>
          {table.chasing.map((chaser) => (
            <ChaserItem key={chaser._id} chaser={chaser} team={teams.get(chaser._id)} byes={table.byes} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** 'Above the next on Head-to-head', when the picture says why. */
const why = (separation: FinalsSeed['separatedFromNext']) =>
  separation ? <span className="picture__why">{`Above the next on ${separation.name}`}</span> : null;

function SeedItem({ seed, team, byes }: { seed: FinalsSeed; team: LadderTeam | undefined; byes: number }) {
  const kind = KIND_LABELS[seed.kind];
  return (
    <li className="picture__item">
      <span className="picture__seed">
        <span className="visually-hidden">Seed </span>
        {seed.seed}
      </span>
      <Logo src={team?.meta.imgUrl ?? null} name={seed.name} size={28} />
      <span className="picture__team">
        <span className="picture__name">
          {seed.name}
          {team?.mark && <FinalsMarkBadge mark={team.mark} name={finalsMarkName(team.mark, byes)} />}
        </span>
        <span className="picture__facts">
          {team && <span className="picture__record">{recordLabel(team)}</span>}
          {seed.division && <span className="picture__division">{seed.division}</span>}
          {kind && <span className={`picture__kind picture__kind--${seed.kind}`}>{kind}</span>}
          {seed.bye && <span className="picture__bye">Bye</span>}
        </span>
        {why(seed.separatedFromNext)}
      </span>
    </li>
  );
}

function ChaserItem({
  chaser,
  team,
  byes,
}: {
  chaser: FinalsChaser;
  team: LadderTeam | undefined;
  byes: number;
}) {
  return (
    <li className="picture__item">
      <span className="picture__seed" aria-hidden="true" />
      <Logo src={team?.meta.imgUrl ?? null} name={chaser.name} size={28} />
      <span className="picture__team">
        <span className="picture__name">
          {chaser.name}
          {team?.mark && <FinalsMarkBadge mark={team.mark} name={finalsMarkName(team.mark, byes)} />}
        </span>
        <span className="picture__facts">
          {team && <span className="picture__record">{recordLabel(team)}</span>}
          {chaser.division && <span className="picture__division">{chaser.division}</span>}
        </span>
        {why(chaser.separatedFromNext)}
      </span>
    </li>
  );
}
