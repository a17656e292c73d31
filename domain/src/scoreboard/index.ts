export * from './days';
export * from './groups';
