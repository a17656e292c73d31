import { MODULE_NAMES } from '@touchline/domain';
import type { ImportFile } from '../src/import/format';

/** A national for a small import file of a test: competitions only, in UTC, no extras. */
export function testNational(id: number, name: string): ImportFile['national'] {
  return {
    id,
    name,
    timezone: 'UTC',
    meta: { name, imgUrl: null },
    presentation: {
      useExplorer: false,
      showLogo: false,
      nationalDirectChild: 'states',
      stateDirectChild: 'associations',
      associationDirectChild: 'clubs',
      competitionDirectChild: 'clubs',
    },
    modules: Object.fromEntries(MODULE_NAMES.map((m) => [m, m === 'competitions'])) as never,
    settings: {
      fieldView: false,
      substitutesOnFieldView: false,
      reportDownloads: false,
      statColumnOrder: 'default',
      hideMissedEvents: false,
      playerOfTheMatch: false,
      matchCentreBackground: 'default',
    },
    memberTypes: [],
  };
}
