import { useQuery } from '@tanstack/react-query';
import { type CompetitionSummary, ladderShown, showsSportTable } from '@touchline/domain';
import { useId } from 'react';
import { ladderQueries } from '../../api/ladders';
import { AppLink } from '../../shell/links';
import { STORAGE_KEYS, writeStored } from '../../state/storage';
import { useLoggedError } from '../../ui/useLoggedError';
import './picturePanel.css';

/**
 * The competition page's playoff picture in brief (issue 27): each seeding table's seeds in
 * order, the byes marked, and a link to the full picture on the Ladders tab. Nothing is shown
 * while the ladder loads, when it is withheld, or when the competition has no finals.
 */
export function PicturePanel({ competition }: { competition: CompetitionSummary }) {
  const shown = ladderShown(competition) && !showsSportTable(competition);
  const ladder = useQuery({ ...ladderQueries.competition(competition._id), enabled: shown });
  useLoggedError('Error fetching ladder', ladder.error);
  const titleId = useId();
  const tables = ladder.data?.finals?.tables.filter((t) => t.seeds.length > 0) ?? [];
  if (!shown || !tables.length) return null;
  return (
    <section className="picture-panel" aria-labelledby={titleId}>
      <div className="picture-panel__head">
        <h2 id={titleId} className="picture-panel__title">
          Playoff picture
        </h2>
        <AppLink
          to="/tabs/ladders?view=picture"
          className="picture-panel__more"
          onClick={() => {
            writeStored(STORAGE_KEYS.season, competition.season);
            writeStored(STORAGE_KEYS.competition, competition._id);
          }}
        >
          Full playoff picture
        </AppLink>
      </div>
      {tables.map((table) => (
        <div key={table.name ?? 'all'} className="picture-panel__table">
          {tables.length > 1 && table.name && <h3 className="picture-panel__name">{table.name}</h3>}
          <ol className="picture-panel__seeds" aria-label={`${table.name ?? competition.name} seeds`}>
            {table.seeds.map((seed) => (
              <li key={seed._id} className="picture-panel__seed">
                <span className="picture-panel__number">
                  <span className="visually-hidden">Seed </span>
                  {seed.seed}
                </span>
                <span className="picture-panel__team">{seed.name}</span>
                {seed.bye && <span className="picture-panel__bye">Bye</span>}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
