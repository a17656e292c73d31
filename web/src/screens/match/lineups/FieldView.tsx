import {
  fieldView,
  listedName,
  type MatchDetail,
  markerSize,
  PITCH_LOADING_MS,
  type TeamList,
  type TeamSide,
} from '@touchline/domain';
import { type CSSProperties, useEffect, useState } from 'react';
import { useElementWidth } from '../../../ui/useElementWidth';

interface FieldViewProps {
  match: MatchDetail;
  lists: Record<TeamSide, TeamList | null>;
  substitutesOnFieldView: boolean;
}

/** The largest marker, so a wide desktop field does not blow markers up past a useful size. */
const MAX_MARKER_PX = 56;

/**
 * The field view (spec 2.9): one team's line-up placed on the field by each position's
 * coordinate, markers an eighth of the field's width, labelled 'E. Lawson' (or the position for a
 * private player), with the bench below where the national shows it. A 'Loading...' overlay
 * shows for a second as a team is drawn. Both teams' lists are read; a toggle picks the team.
 */
export function FieldView({ match, lists, substitutesOnFieldView }: FieldViewProps) {
  const sides = (['homeTeam', 'awayTeam'] as const).filter((side) => match[side] && lists[side]);
  const [chosen, setChosen] = useState<TeamSide>('homeTeam');
  const side = sides.includes(chosen) ? chosen : (sides[0] ?? 'homeTeam');
  const list = lists[side];
  const view = list ? fieldView(list.players, { substitutesOnFieldView }) : { markers: [], bench: [] };
  const pitch = useElementWidth<HTMLDivElement>();
  const size = Math.min(MAX_MARKER_PX, markerSize(pitch.width));
  const [loading, setLoading] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the overlay shows again for each team drawn.
  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => setLoading(false), PITCH_LOADING_MS);
    return () => clearTimeout(timer);
  }, [side]);

  if (
    sides.length === 0 ||
    (lists.homeTeam?.players.length ?? 0) + (lists.awayTeam?.players.length ?? 0) === 0
  )
    return null;
  return (
    <section className="centre-card field-card" aria-labelledby="field-title">
      <h2 id="field-title" className="centre-card__title">
        Field view
      </h2>
      {sides.length > 1 && (
        <fieldset className="field-card__teams">
          <legend className="visually-hidden">Team on the field</legend>
          {sides.map((s) => (
            <button
              key={s}
              type="button"
              className="field-card__team"
              aria-pressed={s === side}
              onClick={() => setChosen(s)}
            >
              {match[s]!.name}
            </button>
          ))}
        </fieldset>
      )}
      <div className="pitch" ref={pitch.ref} style={{ '--marker-size': `${size}px` } as CSSProperties}>
        <ul className="pitch__players" aria-label={`${match[side]?.name ?? ''} line-up on the field`}>
          {view.markers.map((marker) => (
            <li
              key={marker.person._id}
              className={`pitch__marker${marker.labelAbove ? ' pitch__marker--label-above' : ''}`}
              style={{ left: `${marker.x}%`, top: `${marker.y}%` }}
              title={`${listedName(marker.person)}${marker.person.position ? `, ${marker.person.position.name}` : ''}`}
            >
              <span className="pitch__dot" aria-hidden="true">
                {marker.person.isPublic ? (marker.person.shirtNum ?? marker.person.number ?? '') : ''}
              </span>
              <span className="pitch__label">{marker.label}</span>
            </li>
          ))}
        </ul>
        {view.markers.length === 0 && !loading && <p className="pitch__empty">No positions on the field</p>}
        {loading && (
          <div className="pitch__loading" role="status">
            Loading...
          </div>
        )}
      </div>
      {view.bench.length > 0 && (
        <div className="bench">
          <h3 className="team-list__heading">Bench</h3>
          <ul className="bench__people">
            {view.bench.map((person) => (
              <li key={person._id} className="bench__person">
                {listedName(person)}
                {person.position && <span className="bench__position"> {person.position.abbreviation}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
