import {
  chipLabel,
  type EventChip,
  eventChips,
  eventTime,
  listedName,
  type MatchDetail,
  type MatchEvent,
  PENALTY_PERIOD,
  type PresentationResponse,
  timelineRows,
} from '@touchline/domain';
import { useState } from 'react';
import { EMPTY } from '../../../api/errors';
import { Logo } from '../../../ui/Logo';
import { Corrections } from './Corrections';
import './events.css';
import { useScrollHint } from '../../../ui/useScrollHint';

const sameChip = (a: EventChip, b: EventChip) =>
  a.kind === b.kind && (a.kind !== 'period' || (b.kind === 'period' && a.period === b.period));

/**
 * The events (spec 2.9): chips for all events, each period and the shoot-out, then the timeline
 * in match order, each row with its time, team, event and player (substitutions: who went off and
 * who came on) and the running score. Nationals that hide 'missed' events see none of them.
 */
export function EventsView({
  match,
  presentation,
}: {
  match: MatchDetail;
  presentation: PresentationResponse;
}) {
  const hint = useScrollHint<HTMLElement>();
  const events: MatchEvent[] = [...match.scoringEvents, ...match.playerMovements];
  const chips = eventChips(match.periods, events);
  const [chosen, setChosen] = useState<EventChip>({ kind: 'all' });
  const chip = chips.find((c) => sameChip(c, chosen)) ?? chips[0]!;
  const rows = timelineRows(events, chip, presentation.settings.hideMissedEvents);
  const periodName = (period: number) =>
    period === PENALTY_PERIOD
      ? 'Penalties'
      : (match.generatedPeriods.find((p) => p.period === period)?.label ??
        chipLabel({ kind: 'period', period }));

  return (
    <section className="centre-card centre-card--events" aria-labelledby="events-title">
      <h2 id="events-title" className="visually-hidden">
        Match events
      </h2>
      <fieldset ref={hint} className="chips">
        <legend className="visually-hidden">Show events of</legend>
        {chips.map((c) => (
          <button
            key={chipLabel(c)}
            type="button"
            className="chip"
            aria-pressed={sameChip(c, chip)}
            onClick={() => setChosen(c)}
          >
            {chipLabel(c)}
          </button>
        ))}
      </fieldset>
      {rows.length === 0 ? (
        <p className="centre-card__empty">{EMPTY.noEventData}</p>
      ) : (
        <ol className="timeline">
          {rows.map(({ event, running }, i) => {
            const heading = chip.kind === 'all' && (i === 0 || rows[i - 1]!.event.period !== event.period);
            return (
              <li key={`${event.type}-${event._id}`} className="timeline__item">
                {heading && <h3 className="timeline__period">{periodName(event.period)}</h3>}
                <TimelineRow match={match} event={event} running={running} />
              </li>
            );
          })}
        </ol>
      )}
      {match.corrections.length > 0 && <Corrections match={match} />}
    </section>
  );
}

function TimelineRow({ match, event, running }: { match: MatchDetail; event: MatchEvent; running: string }) {
  const team = event.isHomeTeam ? match.homeTeam : match.awayTeam;
  const teamName = team?.name ?? (event.isHomeTeam ? 'Home' : 'Away');
  const scored = event.type === 'scoring' && event.value > 0;
  const [home, away] = running.split(':');
  return (
    <div
      className={`event-row event-row--${event.isHomeTeam ? 'home' : 'away'}${scored ? ' event-row--scored' : ''}`}
    >
      <span className="event-row__time">{eventTime(event)}</span>
      <Logo src={team?.imgUrl ?? team?.meta.imgUrl} name={teamName} size={28} />
      <span className="event-row__text">
        <span className="event-row__name">
          {event.name}
          {scored && <span className="event-row__points"> +{event.value}</span>}
          <span className="visually-hidden">, {teamName}</span>
        </span>
        {event.meta.player && <span className="event-row__player">{listedName(event.meta.player)}</span>}
        {(event.meta.off || event.meta.on) && (
          <span className="event-row__player event-row__swap">
            {event.meta.off && (
              <span>
                <span aria-hidden="true">↓ </span>Off: {listedName(event.meta.off)}
              </span>
            )}
            {event.meta.on && (
              <span>
                <span aria-hidden="true">↑ </span>On: {listedName(event.meta.on)}
              </span>
            )}
          </span>
        )}
      </span>
      <span className="event-row__score" title="Score after this event">
        <span className="visually-hidden">Score </span>
        <span className={event.isHomeTeam && scored ? 'event-row__scored-side' : undefined}>{home}</span>:
        <span className={!event.isHomeTeam && scored ? 'event-row__scored-side' : undefined}>{away}</span>
      </span>
    </div>
  );
}
