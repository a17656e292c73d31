import { clockRoutes } from './clock';
import { competitionSettingsRoutes } from './competitionSettings';
import { competitionRoutes } from './competitions';
import { entityRoutes } from './entities';
import { ladderRoutes } from './ladders';
import { leaderboardRoutes } from './leaderboards';
import { matchRoutes } from './matches';
import { nationalRoutes } from './national';
import { reportRoutes } from './reports';
import { resultGroupRoutes } from './resultGroups';
import { scoringRoutes } from './scoring';
import { searchRoutes } from './search';
import { setScoreRoutes } from './setScores';
import type { Routes } from './shared';
import { streamRoutes } from './stream';
import { teamListWriteRoutes } from './teamListWrites';
import { teamRoutes } from './teams';

/** Every API route, under the `/touchline/api/v1` prefix. */
export const apiRoutes: Routes = async (app) => {
  app.addHook('preHandler', app.resolveNational);
  await app.register(nationalRoutes);
  await app.register(entityRoutes);
  await app.register(competitionRoutes);
  await app.register(matchRoutes);
  await app.register(reportRoutes);
  await app.register(ladderRoutes);
  await app.register(leaderboardRoutes);
  await app.register(teamRoutes);
  await app.register(searchRoutes);
  await app.register(resultGroupRoutes);
  await app.register(scoringRoutes);
  await app.register(teamListWriteRoutes);
  await app.register(competitionSettingsRoutes);
  await app.register(clockRoutes);
  await app.register(setScoreRoutes);
  await app.register(streamRoutes);
};
