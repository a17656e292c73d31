import type {
  FinalsPicture,
  FinalsSettings,
  FinalsTable,
  LadderRow,
  MarksMethod,
  SeededTable,
} from '@touchline/domain';

/** A team's division as the picture names it: its pool, when the competition has pools. */
const divisionOf = (row: LadderRow) => row.pool;

/** One seeding table of the playoff picture: the seeds above the cut line, then the chasers. */
function presentTable(table: SeededTable): FinalsTable {
  return {
    name: table.name,
    places: table.places,
    byes: table.byes,
    seeds: table.seeds.map((s) => ({
      _id: s.row.id,
      name: s.row.name,
      seed: s.seed,
      kind: s.kind,
      division: divisionOf(s.row),
      bye: s.bye,
      separatedFromNext: s.separatedFromNext,
    })),
    chasing: table.chasing.map((c) => ({
      _id: c.row.id,
      name: c.row.name,
      division: divisionOf(c.row),
      separatedFromNext: c.separatedFromNext,
    })),
  };
}

/**
 * The public playoff picture: the finals settings in force, each table's seeds, and how the
 * marks were found. Null when the competition sends no one to finals.
 */
export function presentFinals(
  settings: FinalsSettings,
  tables: readonly SeededTable[],
  marks: MarksMethod,
): FinalsPicture | null {
  if (settings.teams === 0) return null;
  return { settings, tables: tables.map(presentTable), marks };
}
