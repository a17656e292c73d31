/** The results screens' rules (spec 2.15): list order and search, labels, icons, dates, layouts, set counts. */
export * from './dates';
export * from './layout';
export * from './list';
export * from './sets';
