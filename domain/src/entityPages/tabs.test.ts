import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DirectChild, EntityLevel } from '../schemas/values';
import { asEntityTab, chooseEntityTab, ENTITY_TABS, type EntityTab, entityPageTabs } from './tabs';

describe('entityPageTabs', () => {
  it('should list the capitalised child level, Competitions, Ladders and Leaderboards', () => {
    expect(entityPageTabs('state', 'associations').map((t) => t.label)).toEqual([
      'Associations',
      'Competitions',
      'Ladders',
      'Leaderboards',
    ]);
    expect(entityPageTabs('association', 'clubs')[0]).toEqual({ value: 'children', label: 'Clubs' });
  });

  it('should give a club Teams then Competitions', () => {
    expect(entityPageTabs('club', 'clubs')).toEqual([
      { value: 'children', label: 'Teams' },
      { value: 'competitions', label: 'Competitions' },
    ]);
  });
});

describe('asEntityTab', () => {
  it('should read known tabs only', () => {
    for (const tab of ENTITY_TABS) expect(asEntityTab(tab)).toBe(tab);
    for (const bad of [null, undefined, '', 'Ladders', 'teams', 3, {}]) expect(asEntityTab(bad)).toBeNull();
  });
});

const levelArb = fc.constantFrom<EntityLevel>('state', 'association', 'club');
const childArb = fc.constantFrom<DirectChild>('states', 'associations', 'clubs');
const tabArb = fc.option(fc.constantFrom<EntityTab>(...ENTITY_TABS), { nil: null });

describe('chooseEntityTab', () => {
  const state = entityPageTabs('state', 'associations');
  const club = entityPageTabs('club', 'clubs');
  const choose = (
    level: EntityLevel,
    asked: EntityTab | null,
    stored: EntityTab | null,
    presentationReady = true,
  ) =>
    chooseEntityTab({
      level,
      available: level === 'club' ? club : state,
      asked,
      stored,
      presentationReady,
    });

  it('should open on Competitions (Teams on a club) until the presentation loads', () => {
    expect(choose('state', null, 'ladders', false)).toBe('competitions');
    expect(choose('club', null, 'competitions', false)).toBe('children');
  });

  it('should then prefer the stored tab, else the direct-child tab', () => {
    expect(choose('state', null, 'leaderboards')).toBe('leaderboards');
    expect(choose('association', null, null)).toBe('children');
    expect(choose('club', null, 'competitions')).toBe('competitions');
    expect(choose('club', null, 'ladders')).toBe('children');
  });

  it('should follow the address first', () => {
    expect(choose('state', 'ladders', 'competitions', false)).toBe('ladders');
    expect(choose('club', 'leaderboards', 'competitions')).toBe('competitions');
  });

  it('should always choose one of the page tabs, and the asked one when the page has it', () => {
    fc.assert(
      fc.property(levelArb, childArb, tabArb, tabArb, fc.boolean(), (level, child, asked, stored, ready) => {
        const available = entityPageTabs(level, child);
        const chosen = chooseEntityTab({ level, available, asked, stored, presentationReady: ready });
        const values = available.map((t) => t.value);
        expect(values).toContain(chosen);
        if (asked && values.includes(asked)) expect(chosen).toBe(asked);
      }),
    );
  });
});
