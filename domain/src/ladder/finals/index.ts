export * from './marks';
export * from './picture';
export * from './types';
