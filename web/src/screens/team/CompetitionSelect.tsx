import { SelectField } from '../../ui/SelectField';
import { useQueryParams } from '../../ui/useQueryParam';

interface CompetitionSelectProps {
  /** The select's label, e.g. 'Competition' or 'Filter by Competition'. */
  label: string;
  competitions: readonly { _id: number; name: string }[];
  chosen: { _id: number } | null;
}

/**
 * The competition filter of the team and player pages: a select of the competitions their
 * matches are in, kept in the address as `?competition=` (see `chosenCompetition`).
 */
export function CompetitionSelect({ label, competitions, chosen }: CompetitionSelectProps) {
  const [, update] = useQueryParams();
  return (
    <SelectField
      className="page-filters__field"
      label={label}
      value={chosen?._id ?? ''}
      disabled={competitions.length === 0}
      onChange={(competition) => update({ competition })}
    >
      {competitions.map((c) => (
        <option key={c._id} value={c._id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}
