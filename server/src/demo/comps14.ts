/**
 * National 14's gridiron competitions: state premier divisions, a women's league of divisions
 * within conferences with finals (scored per period), junior colts leagues, a knockout club
 * championship, and last season's leagues. Every one ranks as a gridiron body publishes, on
 * the gridiron ladder template (W-L-T, win percentage and gridiron's tie-breakers).
 * `scale` adds divisions to every graded competition.
 */

import { type FinalsSettings, gridironLadderTemplate } from '@touchline/domain';
import { STATES, type StateDef } from './clubs14';
import { competitionSettings, display } from './competitions';
import type { FixtureContext, Outcome } from './fixtures';
import { GRIDIRON_SETTINGS, gridiron } from './gridiron';
import {
  type BuiltCompetition,
  buildKnockout,
  buildLeague,
  type CompetitionShell,
  type Timing,
} from './league';
import { associationId, stateId, type TeamRecord, type World14 } from './world14';

const DAY_MS = 86_400_000;

/** Per state: how far its premier division has got, and the odd result it has had. */
const PREMIER: Record<string, { completed: number; live?: boolean; specials?: Record<string, Outcome> }> = {
  nsw: { completed: 8, live: true },
  qld: { completed: 8, specials: { '3:2': 'forfeit' } },
  vic: { completed: 6, specials: { '5:1': 'washout' } },
  wa: { completed: 6, specials: { '4:1': 'disputed', '2:2': 'cancelled' } },
  sa: { completed: 6 },
};

/** A state league's finals: its top four. */
const TOP_FOUR: FinalsSettings = { teams: 4, divisionWinnersFirst: false, wildCards: 0, byes: 0 };
/** The women's league's: per conference, both division winners, one wild card, a bye for the top seed. */
const WOMENS_FINALS: FinalsSettings = { teams: 3, divisionWinnersFirst: true, wildCards: 1, byes: 1 };

/** The fields every competition sets itself; the rest take the defaults below. */
type ShellFields = Pick<CompetitionShell, 'id' | 'name' | 'season' | 'order' | 'owner' | 'teams'> &
  Partial<CompetitionShell>;

function shell(fields: ShellFields, finals?: FinalsSettings): CompetitionShell {
  return {
    gameType: 'teams',
    sportType: 'gridiron',
    meta: { imgUrl: null },
    display: display(),
    settings: {
      ...competitionSettings(gridiron),
      gridiron: GRIDIRON_SETTINGS,
      ...(finals ? { finals } : {}),
    },
    laddertemplate: gridironLadderTemplate(),
    compTypeLaddertemplate: null,
    ...fields,
  };
}

const clubsOf = (state: StateDef) => state.associations.flatMap((a) => a.clubs);
const state = (slug: string) => STATES.find((s) => s.slug === slug)!;
const grade = (division: number, first: string, other: string) =>
  division === 1 ? first : `${other} ${division}`;
const entries = (records: TeamRecord[], pool?: string | null) =>
  records.map((r) => (pool === undefined ? { team: r.team.id } : { team: r.team.id, pool }));

/** Builds every competition of national 14 with its matches, this season's first. */
export function buildCompetitions14(world: World14, ctx: FixtureContext, scale: number): BuiltCompetition[] {
  const year = world.season;
  const built: BuiltCompetition[] = [];
  const premierD1 = new Map<string, TeamRecord[]>();
  let order = 10;
  for (let d = 1; d <= scale; d++) {
    for (const st of STATES) {
      const records = clubsOf(st).map((club) => world.addTeam('d', d, st, club));
      if (d === 1) premierD1.set(st.slug, records);
      const setup = PREMIER[st.slug]!;
      const timing: Timing = { kind: 'current', completed: setup.completed, live: d === 1 && setup.live };
      const name = `${st.short} ${grade(d, 'Premier Division', 'Division')}`;
      const id = `n14-c-cur-${st.slug}-div${d}`;
      const specials = d === 1 ? setup.specials : undefined;
      const teams = entries(records);
      const comp = shell(
        {
          id,
          name,
          season: year,
          order: order++,
          owner: stateId(st.slug),
          teams,
        },
        TOP_FOUR,
      );
      built.push(buildLeague(ctx, { shell: comp, timing, double: true, specials }));
    }
    built.push(womensLeague(world, ctx, d, order++));
    built.push(...coltsLeagues(world, ctx, d, order));
    order += 2;
  }
  built.unshift(championship(ctx, premierD1, year));
  world.hideTeamList('n14-t-cur-ipswich-iron-d1');
  built.push(...previousSeason(world, ctx, premierD1, year - 1));
  return built;
}

/** The knockout club championship: the best premier clubs, on Friday nights. */
function championship(
  ctx: FixtureContext,
  premier: Map<string, TeamRecord[]>,
  year: number,
): BuiltCompetition {
  const take = { nsw: 2, qld: 2, vic: 2, wa: 1, sa: 1 } as Record<string, number>;
  const seeds = ['nsw', 'qld', 'vic', 'wa', 'sa'].flatMap((s) => (premier.get(s) ?? []).slice(0, take[s]));
  // Seeds 1v8, 2v7, 3v6, 4v5, ordered so every quarter final is an interstate game.
  const ordered = [0, 2, 4, 1, 3, 6, 7, 5]
    .map((i) => seeds[i])
    .filter((r): r is TeamRecord => r !== undefined);
  const timing: Timing = { kind: 'current', completed: 1, dayOffset: -1 };
  // The final is announced but its fixture is kept hidden until the semi finals are done.
  const finalDay = ctx.cal.saturday(2) - DAY_MS;
  const hidden = { from: finalDay, to: finalDay + DAY_MS };
  const comp = shell({
    id: 'n14-c-cur-club-championship',
    name: 'National Club Championship',
    season: year,
    order: 1,
    owner: null,
    teams: entries(ordered),
    display: display({ ladder: false, hideRounds: [hidden] }),
  });
  return buildKnockout(ctx, comp, timing, ['Quarter Final', 'Semi Final', 'Championship Final']);
}

/**
 * The women's league: two conferences of two divisions, each team playing every team of its
 * conference once, then finals across the conferences; and one invitational team without a
 * division, which plays no league game.
 */
function womensLeague(world: World14, ctx: FixtureContext, d: number, order: number): BuiltCompetition {
  const pick = (slugs: string[]) =>
    slugs.map((slug) => {
      const st = STATES.find((s) => clubsOf(s).some((c) => c.slug === slug))!;
      return world.addTeam('w', d, st, clubsOf(st).find((c) => c.slug === slug)!);
    });
  const divisions = {
    'North Division': pick(['gold-coast-stingrays', 'uq-gryphons', 'logan-city-lightning']),
    'East Division': pick(['sydney-uni-lions', 'unsw-raiders', 'newcastle-nighthawks']),
    'South Division': pick(['monash-warriors', 'melbourne-uni-chargers', 'geelong-grizzlies']),
    'West Division': pick(['curtin-cougars', 'adelaide-uni-falcons', 'glenelg-gulls']),
  };
  const guest = world.addTeam(
    'w',
    d,
    state('vic'),
    null,
    `Hobart Harbour Hawks Women${d === 1 ? '' : ` ${d}`}`,
  );
  const teams = [
    ...Object.entries(divisions).flatMap(([division, records]) => entries(records, division)),
    ...entries([guest], null),
  ];
  const name = grade(d, "Women's National League", "Women's National League Division");
  const id = `n14-c-cur-womens-div${d}`;
  const comp = shell(
    {
      id,
      name,
      season: world.season,
      order,
      owner: null,
      teams,
      conferences: [
        { name: 'Eastern Conference', pools: ['North Division', 'East Division'] },
        { name: 'Southern Conference', pools: ['South Division', 'West Division'] },
      ],
    },
    WOMENS_FINALS,
  );
  const built = buildLeague(ctx, {
    shell: comp,
    timing: { kind: 'current', completed: 3 },
    finals: true,
    acrossConferences: true,
  });
  // The league's match centres show the score quarter by quarter (the per-period table).
  return { ...built, matches: built.matches.map((m) => ({ ...m, perPeriodScore: true })) };
}

/** Junior leagues run by two associations: one hides its ladder, the other its results. */
function coltsLeagues(world: World14, ctx: FixtureContext, d: number, order: number): BuiltCompetition[] {
  const nsw = state('nsw');
  const qld = state('qld');
  const sydney = [...nsw.associations[0]!.clubs, ...nsw.associations[1]!.clubs.slice(0, 2)];
  const brisbane = [...qld.associations[0]!.clubs, qld.associations[1]!.clubs[0]!];
  const leagues = [
    { st: nsw, clubs: sydney, assoc: 'sydney-metro', label: 'Sydney Metro Colts', shown: { ladder: false } },
    { st: qld, clubs: brisbane, assoc: 'brisbane', label: 'Brisbane Colts', shown: { result: false } },
  ];
  return leagues.map(({ st, clubs, assoc, label, shown }, i) => {
    const records = clubs.map((club) => world.addTeam('c', d, st, club));
    const id = `n14-c-cur-${assoc}-colts-div${d}`;
    const comp = shell(
      {
        id,
        name: grade(d, `${label} (U19)`, `${label} (U19) Division`),
        season: world.season,
        order: order + i,
        owner: associationId(assoc),
        teams: entries(records),
        display: display(shown),
      },
      TOP_FOUR,
    );
    return buildLeague(ctx, { shell: comp, timing: { kind: 'current', completed: 3 } });
  });
}

/** Last season: two state premier divisions, all played, with finals. */
function previousSeason(
  world: World14,
  ctx: FixtureContext,
  premier: Map<string, TeamRecord[]>,
  year: number,
): BuiltCompetition[] {
  return ['nsw', 'vic'].map((slug, i) => {
    const st = state(slug);
    const records = (premier.get(slug) ?? []).map((r) => world.addPreviousTeam(r));
    const comp = shell(
      {
        id: `n14-c-prev-${slug}-div1`,
        name: `${st.short} Premier Division`,
        season: year,
        order: 10 + i,
        owner: stateId(slug),
        teams: entries(records),
      },
      TOP_FOUR,
    );
    const specials: Record<string, Outcome> = { '9:2': 'washout' };
    return buildLeague(ctx, {
      shell: comp,
      timing: { kind: 'season', year },
      double: true,
      finals: true,
      specials,
    });
  });
}
