import { isListed, type MatchEvent, periodScores, type TeamList, type TeamSide } from '@touchline/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { MatchReportSource } from '../commands/loadReport';
import {
  clock,
  matchHeading,
  nameWithBadges,
  personName,
  type ReportDefinition,
  reportDefinition,
  shirtNumber,
  statusLabel,
  table,
} from './shared';

const SIDES: TeamSide[] = ['homeTeam', 'awayTeam'];

/** The two teams either side of the score, and the status under it. */
function scoreBlock({ match, statuses }: MatchReportSource): Content {
  const forfeit = match.meta.forfeitingTeam ? `Forfeited by ${match.meta.forfeitingTeam.name}` : null;
  return {
    table: {
      widths: ['*', 110, '*'],
      body: [
        [
          { text: match.homeTeam?.name ?? '', style: 'team', alignment: 'right', margin: [0, 8, 0, 0] },
          {
            stack: [
              { text: `${match.scores.homeTeam}  -  ${match.scores.awayTeam}`, style: 'score' },
              {
                text: [statusLabel(match.status, statuses), forfeit].filter(Boolean).join(' · '),
                style: 'status',
              },
            ],
          },
          { text: match.awayTeam?.name ?? '', style: 'team', margin: [0, 8, 0, 0] },
        ],
      ],
    },
    layout: 'noBorders',
    margin: [0, 4, 0, 0],
  };
}

/** Points per period for each side, then the total. */
function periodTable({ match, periods, scoringEvents }: MatchReportSource): Content {
  const rows = periodScores(scoringEvents, periods);
  const row = (side: TeamSide): TableCell[] => [
    match[side]?.name ?? '',
    ...rows.map((r) => ({ text: String(r[side]), alignment: 'center' as const })),
    { text: String(match.scores[side]), alignment: 'center', bold: true },
  ];
  return table(
    [
      'Team',
      ...[...rows.map((r) => r.abbreviation), 'T'].map((text) => ({ text, alignment: 'center' as const })),
    ],
    ['*', ...rows.map(() => 34), 34],
    SIDES.map(row),
    'No periods',
  );
}

/** One side's scoring events: the time in its period, the event and the player. */
function scorers(source: MatchReportSource, side: TeamSide): Content {
  const abbreviation = new Map(source.periods.map((p) => [p.period, p.abbreviation]));
  const mine = source.scoringEvents.filter((e) => e.value > 0 && e.isHomeTeam === (side === 'homeTeam'));
  const time = (e: MatchEvent) => `${abbreviation.get(e.period) ?? ''} ${clock(e.min, e.sec)}`.trim();
  return [
    { text: source.match[side]?.name ?? '', bold: true, margin: [0, 0, 0, 3] },
    table(
      ['Time', 'Event', 'Player'],
      [48, '*', '*'],
      mine.map((e) => [time(e), e.name, personName(e.meta.player) || '-']),
      'No scores',
    ),
  ];
}

/** One side's team list: players with number, position and badges, then the non-players. */
function teamList(name: string, list: TeamList): Content {
  const players = list.players.filter(isListed);
  const nonplayers = list.nonplayers.filter(isListed);
  return [
    { text: name, bold: true, margin: [0, 0, 0, 3] },
    table(
      ['#', 'Name', 'Position'],
      [18, '*', 'auto'],
      players.map((p) => [shirtNumber(p), nameWithBadges(p), p.position?.name ?? '']),
      'No Team List Submitted',
    ),
    ...(nonplayers.length
      ? [
          { text: 'Non-players', bold: true, margin: [0, 6, 0, 3] } as Content,
          table(
            ['Name', 'Role'],
            ['*', 'auto'],
            nonplayers.map((p) => [personName(p), p.memberType]),
            '',
          ),
        ]
      : []),
  ];
}

/**
 * The match report (spec 7, match-report): heading, score, points by period, scorers, both
 * team lists, the officials and Player of the Match. Everything in the source is presented,
 * so a non-public member is 'Player' with no number here too.
 */
export function matchReportDefinition(source: MatchReportSource): ReportDefinition {
  const { match, teamLists, playerOfTheMatch } = source;
  const home = match.homeTeam?.name ?? 'Home';
  const away = match.awayTeam?.name ?? 'Away';
  const referees = match.referees.map(personName).filter(Boolean);
  const twoColumns = (make: (side: TeamSide) => Content): Content => ({
    columns: SIDES.map((side) => ({ width: '*', stack: [make(side)] })),
    columnGap: 18,
  });
  return reportDefinition(`${home} v ${away} - Match Report`, match.competition.name, [
    ...matchHeading(match, source.timezone),
    scoreBlock(source),
    { text: 'Score by Period', style: 'section' },
    periodTable(source),
    { text: 'Scoring', style: 'section' },
    twoColumns((side) => scorers(source, side)),
    { text: 'Team Lists', style: 'section' },
    twoColumns((side) => teamList(match[side]?.name ?? '', teamLists[side])),
    { text: 'Officials', style: 'section' },
    referees.length
      ? { text: `Referees: ${referees.join(', ')}` }
      : { text: 'No officials listed', style: 'muted' },
    ...(playerOfTheMatch
      ? [{ text: 'Player of the Match', style: 'section' }, { text: personName(playerOfTheMatch) }]
      : []),
  ]);
}
