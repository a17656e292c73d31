import { Id, ReportDocument } from '@touchline/domain';
import Type from 'typebox';
import { loadMatchReport, loadMemberList, NOT_FINALISED } from '../commands/loadReport';
import { matchReportDefinition } from '../reports/matchReport';
import { memberListDefinition } from '../reports/memberList';
import { NationalHeaders, type Routes, responses } from './shared';

const MatchParams = Type.Object({ matchId: Id });
const ErrorRef = Type.Unsafe<{ message: string }>(Type.Ref('Error'));

/**
 * The report responses: the definition, and 409 when the teams are not final yet. 409 rather
 * than 422: the request is well formed; it is the match that is not in a state to report on.
 */
const reportResponses = (description: string, notFinalised: string) => ({
  ...responses(ReportDocument, description),
  409: { ...ErrorRef, description: `The match is a bye, TBA or lacks a team: '${notFinalised}'.` },
});

/**
 * PDF downloads of a match (spec 7): pdfmake document definitions that the web app renders.
 * Any national may call them; whether the Report button shows (spec 2.9: final matches of
 * nationals whose settings.reportDownloads is on) is the web app's decision.
 */
export const reportRoutes: Routes = async (app) => {
  const tags = ['Reports'];

  app.get(
    '/live/matches/:matchId/match-report',
    {
      config: { cache: false },
      schema: {
        operationId: 'getMatchReport',
        summary: 'Get a match report',
        security: [],
        tags,
        description:
          'The match report as a pdfmake document definition: heading, score, points by period, scorers, team lists, officials and Player of the Match.',
        headers: NationalHeaders,
        params: MatchParams,
        response: reportResponses('The match report', NOT_FINALISED.matchReport),
      },
    },
    async ({ national, params }) => ({
      data: matchReportDefinition(await loadMatchReport(app.db, national, params.matchId)),
    }),
  );

  // Two literal paths, as the spec lists them, rather than a :side parameter.
  for (const side of ['homeTeam', 'awayTeam'] as const)
    app.get(
      `/live/matches/:matchId/player-list-report/${side}`,
      {
        config: { cache: false },
        schema: {
          operationId: side === 'homeTeam' ? 'getHomeTeamMemberList' : 'getAwayTeamMemberList',
          summary: `Get the ${side === 'homeTeam' ? 'home' : 'away'} team's member list`,
          security: [],
          tags,
          description: `The ${side === 'homeTeam' ? 'home' : 'away'} team's member list for a match as a pdfmake document definition.`,
          headers: NationalHeaders,
          params: MatchParams,
          response: reportResponses('The member list', NOT_FINALISED.memberList),
        },
      },
      async ({ national, params }) => ({
        data: memberListDefinition(await loadMemberList(app.db, national, params.matchId, side)),
      }),
    );
};
