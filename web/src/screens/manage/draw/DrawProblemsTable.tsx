import type { DrawProblem } from '@touchline/domain';

/** A refused draw's problems, each at its row and column, with the closest names. */
export function DrawProblemsTable({ message, problems }: { message: string; problems: DrawProblem[] }) {
  return (
    <div className="draw__problems">
      <p className="draw__refused" role="alert">
        {message}. Nothing was written: fix {problems.length === 1 ? 'it' : 'them'} and check again.
      </p>
      <div className="draw__scroll">
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
                <td>{p.row === 0 ? 'File' : p.row}</td>
                <td>{p.column ?? ''}</td>
                <td>{p.message}</td>
                <td>{p.suggestions.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
