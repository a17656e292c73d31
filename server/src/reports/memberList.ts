import { isListed, type TeamListPerson } from '@touchline/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { MemberListSource } from '../commands/loadReport';
import {
  type Header,
  matchHeading,
  personName,
  type ReportDefinition,
  reportDefinition,
  shirtNumber,
  table,
} from './shared';

const yes = (flag: boolean): TableCell => ({ text: flag ? 'Yes' : '', alignment: 'center' });

/** A member's row: number, name, position, member type and the import and dispensation flags. */
const row = (person: TeamListPerson): TableCell[] => [
  shirtNumber(person),
  personName(person),
  person.position?.name ?? '',
  person.memberType,
  yes(person.hasImport),
  yes(person.hasDispensation),
];

const centred = (text: string): Header => ({ text, alignment: 'center' });
const HEADERS: Header[] = [
  '#',
  'Name',
  'Position',
  'Member Type',
  centred('Import'),
  centred('Dispensation'),
];
// Fixed widths, so the players' and non-players' columns line up.
const WIDTHS = [22, '*', 110, 80, 40, 60];

/**
 * The member list of one side of a match (spec 7, player-list-report): the players, then the
 * non-players, each with the same columns. Names and numbers are already presented.
 */
export function memberListDefinition({ match, side, list, timezone }: MemberListSource): ReportDefinition {
  const team = match[side]?.name ?? '';
  const players = list.players.filter(isListed);
  const nonplayers = list.nonplayers.filter(isListed);
  const content: Content[] = [
    ...matchHeading(match, timezone, `${team} Member List`, [
      `${match.homeTeam?.name ?? ''} v ${match.awayTeam?.name ?? ''}`,
    ]),
    { text: `Players (${players.length})`, style: 'section' },
    table(HEADERS, WIDTHS, players.map(row), 'No Team List Submitted'),
  ];
  if (nonplayers.length)
    content.push(
      { text: `Non-players (${nonplayers.length})`, style: 'section' },
      table(HEADERS, WIDTHS, nonplayers.map(row), ''),
    );
  return reportDefinition(`${team} - Member List`, match.competition.name, content);
}
