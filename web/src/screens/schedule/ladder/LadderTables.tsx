import { groupByPool, type LadderResponse, ladderRows, type PoolGroup } from '@touchline/domain';
import { finalsLineAfter } from './finalsLines';
import { LadderTable } from './LadderTable';
import type { LiveMove } from './liveMoves';
import { MarksLegend } from './MarksLegend';

/** The pools a ladder shows: its groups, narrowed to the chosen one ('' for all). */
export function shownGroups(data: LadderResponse, round: number, pool: string) {
  const groups = groupByPool(ladderRows(data, round), data.competition.hasPools);
  const shown = groups.filter((g) => pool === '' || g.pool === pool);
  return { groups, visible: shown.length ? shown : groups };
}

interface LadderTablesProps {
  data: LadderResponse;
  visible: PoolGroup<ReturnType<typeof ladderRows>[number]>[];
  /** The round shown (0: all rounds). Marks and the finals line belong to the whole ladder. */
  round: number;
  /** The ladder as it stands, with the teams playing now and the rows that just moved. */
  provisional?: boolean;
  playing?: ReadonlySet<number>;
  moves?: ReadonlyMap<number, LiveMove>;
}

/**
 * A table per pool (division or conference) in the server's order, with each team's finals
 * mark and, in a seeding table, the finals line; then the legend of the marks shown.
 */
export function LadderTables({ data, visible, round, provisional, playing, moves }: LadderTablesProps) {
  const whole = round === 0;
  const marks = whole ? new Map(data.teams.map((t) => [t._id, t.mark ?? null])) : undefined;
  const tables = whole ? (data.finals?.tables ?? []) : [];
  const shownIds = new Set(visible.flatMap((g) => g.rows.map((r) => r._id)));
  const bonus = data.competition.laddertemplate.bonusCountAsPlayed;
  const layout = data.competition.laddertemplate.layout;
  return (
    <>
      {visible.map((group) => (
        <section key={group.pool ?? 'ladder'} className="ladder__group">
          {group.pool && <h2 className="ladder__pool">{group.pool}</h2>}
          <LadderTable
            rows={group.rows}
            bonus={bonus}
            layout={layout}
            divisions={data.teams.some((t) => t.division != null)}
            conferences={data.competition.hasConferences}
            label={group.pool ? `${data.competition.name}, ${group.pool}` : data.competition.name}
            marks={marks}
            byes={data.finals?.settings.byes ?? 0}
            finalsLineAfter={finalsLineAfter(group.rows, tables, group.pool)}
            provisional={provisional}
            playing={playing}
            moves={moves}
          />
        </section>
      ))}
      {whole && (
        <MarksLegend
          teams={data.teams.filter((t) => shownIds.has(t._id))}
          byes={data.finals?.settings.byes ?? 0}
        />
      )}
    </>
  );
}
