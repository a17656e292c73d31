import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardScores,
  forfeitingSide,
  isIndividualEvent,
  lowestOrganisation,
  missingTeamLabel,
  nearestRoundIndex,
  organisationLabel,
  type ScoredMatch,
  sideResults,
} from './matchCard';
import { MATCH_STATUSES } from './schemas/values';

describe('organisationLabel', () => {
  const types = ['Club', 'Association', 'State', 'National'] as const;

  it('should add the type after a name that does not end with it', () => {
    expect(organisationLabel({ name: 'Sydney Uni', type: 'Club' })).toBe('Sydney Uni · Club');
    expect(organisationLabel({ name: 'Sydney Metro Gridiron Association', type: 'Association' })).toBe(
      'Sydney Metro Gridiron Association',
    );
    // A word that only ends with the type's letters is not the type.
    expect(organisationLabel({ name: 'Nightclub', type: 'Club' })).toBe('Nightclub · Club');
  });

  it('should always name the organisation and its type, once', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom(...types), (name, type) => {
        const label = organisationLabel({ name, type });
        expect(label.startsWith(name)).toBe(true);
        expect(label.toLowerCase().endsWith(type.toLowerCase())).toBe(true);
        expect(label === name || label === `${name} · ${type}`).toBe(true);
      }),
    );
  });
});

describe('lowestOrganisation', () => {
  const tree = {
    club: { _id: 1, name: 'Sydney Uni Lions' },
    association: { _id: 2, name: 'Sydney Metro' },
    state: { _id: 3, name: 'New South Wales' },
    national: { _id: 14, name: 'Australian Gridiron Federation' },
  };

  it('should take the club, then the association, the state and the national, with the capitalised type', () => {
    expect(lowestOrganisation(tree)).toEqual({ name: 'Sydney Uni Lions', type: 'Club' });
    expect(lowestOrganisation({ ...tree, club: null })).toEqual({
      name: 'Sydney Metro',
      type: 'Association',
    });
    expect(lowestOrganisation({ ...tree, club: null, association: null })).toEqual({
      name: 'New South Wales',
      type: 'State',
    });
    expect(
      lowestOrganisation({ national: tree.national, club: null, association: null, state: null }),
    ).toEqual({ name: 'Australian Gridiron Federation', type: 'National' });
    expect(lowestOrganisation(null)).toBeNull();
  });

  it("should pass over an organisation of the team's own name", () => {
    expect(lowestOrganisation(tree, 'Sydney Uni Lions')).toEqual({
      name: 'Sydney Metro',
      type: 'Association',
    });
    expect(lowestOrganisation(tree, ' sydney uni lions ')?.type).toBe('Association');
    expect(lowestOrganisation(tree, 'Sydney Uni Lions Women')).toEqual({
      name: 'Sydney Uni Lions',
      type: 'Club',
    });
  });

  it('should always pick the first present level', () => {
    const ref = fc.option(fc.record({ name: fc.string({ minLength: 1 }) }), { nil: null });
    fc.assert(
      fc.property(fc.record({ club: ref, association: ref, state: ref, national: ref }), (orgtree) => {
        const levels = ['club', 'association', 'state', 'national'] as const;
        const first = levels.find((l) => orgtree[l]);
        const org = lowestOrganisation(orgtree);
        expect(org?.name ?? null).toBe(first ? orgtree[first]!.name : null);
        expect(org?.type.toLowerCase() ?? null).toBe(first ?? null);
      }),
    );
  });
});

describe('cardScores and sideResults', () => {
  const match = (extra: Partial<ScoredMatch>): ScoredMatch => ({
    status: 'final',
    scores: { homeTeam: 14, awayTeam: 7 },
    homeTeam: { _id: 1, name: 'Lions' },
    awayTeam: { _id: 2, name: 'Tigers' },
    meta: { forfeitingTeam: null },
    ...extra,
  });

  it('should give the forfeiting team 0 and the other the default forfeit score, matched by name', () => {
    const forfeit = match({ status: 'forfeit', meta: { forfeitingTeam: { _id: 99, name: 'Tigers' } } });
    expect(forfeitingSide(forfeit)).toBe('awayTeam');
    expect(cardScores(forfeit, 20)).toEqual({ homeTeam: 20, awayTeam: 0, forfeiting: 'awayTeam' });
    expect(sideResults(cardScores(forfeit, 20), { status: 'forfeit', meta: { isBye: false } })).toEqual({
      homeTeam: 'W',
      awayTeam: 'L',
    });
    expect(cardScores(forfeit)).toEqual({ homeTeam: 14, awayTeam: 0, forfeiting: 'awayTeam' });
  });

  it('should fall back to the id when no team has the forfeiting name', () => {
    const forfeit = match({ status: 'forfeit', meta: { forfeitingTeam: { _id: 1, name: 'Renamed' } } });
    expect(cardScores(forfeit, 20)).toEqual({ homeTeam: 0, awayTeam: 20, forfeiting: 'homeTeam' });
  });

  it('should show recorded scores for every match that is not a forfeit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MATCH_STATUSES.filter((s) => s !== 'forfeit')),
        fc.nat(99),
        fc.nat(99),
        (status, home, away) => {
          const m = match({ status, scores: { homeTeam: home, awayTeam: away } });
          expect(cardScores(m, 20)).toEqual({ homeTeam: home, awayTeam: away, forfeiting: null });
          const results = sideResults(cardScores(m, 20), { status, meta: { isBye: false } });
          if (status !== 'final') expect(results).toBeNull();
          else if (home === away) expect(results).toEqual({ homeTeam: 'D', awayTeam: 'D' });
          else expect(results?.homeTeam).toBe(home > away ? 'W' : 'L');
        },
      ),
    );
  });

  it('should give a bye no result, though it is recorded as final', () => {
    const bye = match({ awayTeam: null, scores: { homeTeam: 0, awayTeam: 0 } });
    expect(sideResults(cardScores(bye, 20), { status: 'final', meta: { isBye: true } })).toBeNull();
  });

  it("should stand in 'BYE' for a bye and 'TBA' otherwise", () => {
    expect(missingTeamLabel({ isBye: true })).toBe('BYE');
    expect(missingTeamLabel({ isBye: false })).toBe('TBA');
  });
});

describe('nearestRoundIndex', () => {
  const day = 86_400_000;
  const now = new Date('2026-09-20T00:00:00Z');

  it('should pick the round dated nearest to now, the earlier on a tie', () => {
    const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
    expect(nearestRoundIndex([at(-14), at(-7), at(2), at(9)], now)).toBe(2);
    expect(nearestRoundIndex([at(-3), at(3)], now)).toBe(0);
    expect(nearestRoundIndex([null, at(30)], now)).toBe(1);
    expect(nearestRoundIndex([null, null], now)).toBeNull();
    expect(nearestRoundIndex([], now)).toBeNull();
  });

  it('should be no further from now than any other dated round', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }), { maxLength: 20 }),
        (offsets) => {
          const dates = offsets.map((o) =>
            o === null ? null : new Date(now.getTime() + o * day).toISOString(),
          );
          const index = nearestRoundIndex(dates, now);
          if (offsets.every((o) => o === null)) {
            expect(index).toBeNull();
            return;
          }
          const chosen = Math.abs(offsets[index!]!);
          for (const o of offsets) if (o !== null) expect(chosen).toBeLessThanOrEqual(Math.abs(o));
        },
      ),
    );
  });
});

describe('isIndividualEvent', () => {
  const team = { _id: 1, name: 'Sydney Uni Lions' };
  const meta = { isBye: false, isTba: false };

  it('should call a match with no teams, no bye and no teams still to be named an individual event', () => {
    expect(isIndividualEvent({ homeTeam: null, awayTeam: null, meta })).toBe(true);
  });

  it('should not call a bye, a match awaiting its teams, or a match with a team one', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constant(team)),
        fc.option(fc.constant(team)),
        fc.boolean(),
        fc.boolean(),
        (homeTeam, awayTeam, isBye, isTba) => {
          const individual = isIndividualEvent({ homeTeam, awayTeam, meta: { isBye, isTba } });
          expect(individual).toBe(!homeTeam && !awayTeam && !isBye && !isTba);
        },
      ),
    );
  });
});
