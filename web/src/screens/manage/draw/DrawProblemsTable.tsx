import type { DrawProblem } from '@touchline/domain';

/** A refused draw's problems, each at its row and column, with the closest names. */
export function DrawProblemsTable({ message, problems }: { message: string; problems: DrawProblem[] }) {
  return (
    <div className="draw__problems">
      <p className="draw__refused" role="alert">
        {/[.!?]$/.test(message) ? message : `${message}.`} Fix {problems.length === 1 ? 'it' : 'them'} and
        check again.
      </p>
      <table className="draw-table">
        <caption className="visually-hidden">Problems in the draw</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
            <th scope="col">Did you mean</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row and column may hold two problems; the list is never reordered.
            <tr key={index}>
              <td data-label="Row">{p.row === 0 ? 'File' : p.row}</td>
              <td data-label="Column">{p.column ?? ''}</td>
              <td data-label="Problem">{p.message}</td>
              <td data-label="Did you mean">{p.suggestions.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
