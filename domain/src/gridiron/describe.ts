/**
 * A play in words, as the play-by-play reads it: "J. Smith pass complete to K. Lee for 12 yards.
 * First down". A private player is 'Player'; a play naming nobody still reads.
 */
import type { PublicPerson } from '../api/common';
import { PRIVATE_NAME } from '../constants';
import type { PlayOutcome } from './machine';
import { sideOf } from './rules';
import type { GameState, Play, Side } from './schemas';

const nameOf = (person: PublicPerson | null | undefined): string | null => {
  if (!person) return null;
  if (!person.isPublic) return PRIVATE_NAME;
  const initial = person.firstName.trim().charAt(0);
  return initial ? `${initial}. ${person.lastName}` : person.lastName;
};

/** "for 12 yards", "for 1 yard", "for no gain", "for a loss of 3 yards". */
export function gainText(yards: number): string {
  const plural = (n: number) => `${n} ${n === 1 ? 'yard' : 'yards'}`;
  if (yards === 0) return 'for no gain';
  return yards > 0 ? `for ${plural(yards)}` : `for a loss of ${plural(-yards)}`;
}

/** "J. Smith pass" or "Pass": the actor first, the sentence capitalised either way. */
const by = (actor: string | null, words: string) =>
  actor ? `${actor} ${words}` : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

const KICK_ENDS: Record<string, string> = {
  fairCatch: 'fair catch',
  downed: 'downed',
  outOfBounds: 'out of bounds',
  touchback: 'touchback',
  recovered: 'recovered by the kicking team',
};

function kickText(play: Play): string {
  const kicker = nameOf(play.players.kicker);
  const returner = nameOf(play.players.returner);
  const what = play.type === 'punt' ? 'punt' : 'kickoff';
  if (play.result === 'blocked') return by(kicker, `${what} blocked`);
  const length = play.yards === undefined ? what : `${what} ${play.yards} yards`;
  if (play.result === 'returned') {
    const back = `returned ${play.returnYards ?? 0} yards${returner ? ` by ${returner}` : ''}`;
    return `${by(kicker, length)}, ${back}`;
  }
  const end = KICK_ENDS[play.result ?? ''] ?? '';
  const catcher = play.result === 'fairCatch' && returner ? ` by ${returner}` : '';
  return `${by(kicker, length)}, ${end}${catcher}`;
}

/** Who a penalty is on: the offence or defence during downs, else the kicking or receiving team. */
function penalised(side: Side, before: GameState): string {
  if (before.possession === null) return `the ${side} team`;
  if (before.phase === 'kickoff')
    return side === before.possession ? 'the kicking team' : 'the receiving team';
  return side === before.possession ? 'the offence' : 'the defence';
}

function penaltyText(play: Play, before: GameState, outcome: PlayOutcome): string {
  const on = penalised(sideOf(play.isHomeTeam), before);
  const parts = [`Penalty on ${on}${play.note ? `: ${play.note}` : ''}`];
  if (before.phase !== 'conversion') parts.push(`${outcome.penaltyYards} yards`);
  if (play.firstDown) parts.push('automatic first down');
  if (play.lossOfDown) parts.push('loss of down');
  return parts.join(', ');
}

/** The words of the play itself, before what it led to. */
function playText(play: Play, before: GameState, outcome: PlayOutcome): string {
  const p = play.players;
  const yards = play.yards ?? 0;
  switch (play.type) {
    case 'run':
    case 'scramble':
      return by(nameOf(p.carrier), `${play.type} ${gainText(yards)}`);
    case 'passComplete': {
      const to = nameOf(p.receiver);
      return by(nameOf(p.passer), `pass complete${to ? ` to ${to}` : ''} ${gainText(yards)}`);
    }
    case 'passIncomplete': {
      const to = nameOf(p.receiver);
      return by(nameOf(p.passer), `pass incomplete${to ? ` intended for ${to}` : ''}`);
    }
    case 'sack': {
      const tackler = nameOf(p.tackler);
      const who = nameOf(p.passer);
      return `${who ? `${who} sacked` : 'Sack'}${tackler ? ` by ${tackler}` : ''} ${gainText(yards)}`;
    }
    case 'kneel':
      return by(nameOf(p.carrier ?? p.passer), `kneel ${gainText(yards)}`);
    case 'spike':
      return by(nameOf(p.passer), 'spike');
    case 'interception': {
      const picker = nameOf(p.returner);
      const back = play.returnYards ? `, returned ${play.returnYards} yards` : '';
      return `${by(nameOf(p.passer), 'pass intercepted')}${picker ? ` by ${picker}` : ''}${back}`;
    }
    case 'fumble': {
      const carrier = by(nameOf(p.carrier), `fumble ${gainText(yards)}`);
      if (play.result === 'recovered') return `${carrier}, recovered by the offence`;
      const back = play.returnYards ? `, returned ${play.returnYards} yards` : '';
      return `${carrier}, lost${nameOf(p.returner) ? ` to ${nameOf(p.returner)}` : ''}${back}`;
    }
    case 'punt':
    case 'kickoff':
      return kickText(play);
    case 'fieldGoal': {
      const length = play.yards === undefined ? '' : `${play.yards}-yard `;
      const result = play.result === 'good' ? 'is good' : `is ${play.result}`;
      return by(nameOf(p.kicker), `${length}field goal ${result}`);
    }
    case 'conversion': {
      const kind = play.conversion === 'twoPoint' ? 'two-point try' : 'extra point';
      const actor = play.conversion === 'twoPoint' ? (p.passer ?? p.carrier) : p.kicker;
      return by(nameOf(actor), `${kind} ${play.result === 'good' ? 'is good' : 'failed'}`);
    }
    case 'penalty':
      return penaltyText(play, before, outcome);
    case 'timeout':
      return `Timeout, ${sideOf(play.isHomeTeam)} team`;
  }
}

/** What the play led to, when it says more than the play's words. */
function afterText(play: Play, outcome: PlayOutcome): string | null {
  const kind = outcome.scoring?.kind;
  if (kind === 'touchdown') return 'Touchdown';
  if (kind === 'safety')
    return `Safety, ${outcome.scoring?.points} points to the ${outcome.scoring?.side} team`;
  if (outcome.driveEnded === 'downs') return 'Turnover on downs';
  if (outcome.firstDown && !play.firstDown) return 'First down';
  return null;
}

/** The play-by-play line of a play, from the state before it and what it did. */
export function describePlay(play: Play, before: GameState, outcome: PlayOutcome): string {
  const after = afterText(play, outcome);
  return after ? `${playText(play, before, outcome)}. ${after}` : playText(play, before, outcome);
}
