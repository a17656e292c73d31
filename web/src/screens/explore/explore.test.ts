import { describe, expect, it } from 'vitest';
import { capitalise, entityPath } from './paths';

describe('entityPath', () => {
  it('should open an entity under its plural level', () => {
    expect(entityPath('state', 1)).toBe('/states/1');
    expect(entityPath('association', 6)).toBe('/associations/6');
    expect(entityPath('club', 12)).toBe('/clubs/12');
  });
});

describe('capitalise', () => {
  it('should capitalise the child level for its heading', () => {
    expect(capitalise('states')).toBe('States');
    expect(capitalise('associations')).toBe('Associations');
    expect(capitalise('')).toBe('');
  });
});
