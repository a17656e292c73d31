/** The Ladders tab's views: the ladder, the playoff picture, and the ladder as it stands. */
export type LadderViewName = 'ladder' | 'picture' | 'live';

const VIEWS: readonly { value: LadderViewName; label: string }[] = [
  { value: 'ladder', label: 'Ladder' },
  { value: 'picture', label: 'Playoff picture' },
  { value: 'live', label: 'As it stands' },
];

/** A view named in the address (`?view=`), else the ladder. */
export const asLadderView = (value: string | null): LadderViewName =>
  VIEWS.find((v) => v.value === value)?.value ?? 'ladder';

/**
 * A segmented control of the views, each a toggle button (aria-pressed) reached by Tab. 'As it
 * stands' is offered only while a match of the competition is live.
 */
export function ViewSwitch({
  view,
  live,
  onChange,
}: {
  view: LadderViewName;
  live: boolean;
  onChange: (view: LadderViewName) => void;
}) {
  return (
    <fieldset className="ladder-views">
      <legend className="visually-hidden">Ladder view</legend>
      {VIEWS.filter((v) => v.value !== 'live' || live).map((v) => (
        <button
          key={v.value}
          type="button"
          className={`ladder-views__button${v.value === 'live' ? ' ladder-views__button--live' : ''}`}
          aria-pressed={v.value === view}
          onClick={() => onChange(v.value)}
        >
          {v.value === 'live' && <span className="ladder-provisional__dot" aria-hidden="true" />}
          {v.label}
        </button>
      ))}
    </fieldset>
  );
}
