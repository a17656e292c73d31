import { describe, expect, it } from 'vitest';
import { capitalise, entityPath, scrollEdges } from './paths';

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

describe('scrollEdges', () => {
  it('should allow neither way when everything fits', () => {
    expect(scrollEdges(0, 500, 500)).toEqual({ canPrev: false, canNext: false });
  });
  it('should allow on at the start, back at the end, and both between', () => {
    expect(scrollEdges(0, 300, 520)).toEqual({ canPrev: false, canNext: true });
    expect(scrollEdges(220, 300, 520)).toEqual({ canPrev: true, canNext: false });
    expect(scrollEdges(100, 300, 520)).toEqual({ canPrev: true, canNext: true });
  });
  it('should treat sub-pixel rounding at either end as the end', () => {
    expect(scrollEdges(0.6, 300, 520)).toEqual({ canPrev: false, canNext: true });
    expect(scrollEdges(219.4, 300, 520)).toEqual({ canPrev: true, canNext: false });
  });
});
