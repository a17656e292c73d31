/** The state, association, club and competition pages (spec 2.13, 2.14): their pure rules. */
export * from './competitionMatches';
export * from './dayGroups';
export * from './pages';
export * from './routes';
export * from './seasonLists';
export * from './tabs';
