import type { ResultGroupMatch, ResultGroupParticipant, ResultGroupType } from '@touchline/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { nationals } from './nationals';

/** A multi-sport result group: golf, race, tennis, team head-to-head, field event or gymnastics. */
export const resultGroups = pgTable(
  'result_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    type: text('type').$type<ResultGroupType>().notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }),
    venueName: text('venue_name'),
    sportInfo: text('sport_info'),
    rounds: integer('rounds'),
    numberOfSets: integer('number_of_sets'),
    singlesDoubles: text('singles_doubles'),
    participants: jsonb('participants').$type<ResultGroupParticipant[]>().notNull(),
    matches: jsonb('matches').$type<ResultGroupMatch[]>().notNull(),
  },
  (t) => [
    uniqueIndex('result_groups_source').on(t.nationalId, t.sourceId),
    index('result_groups_order').on(t.nationalId, t.order),
  ],
);
