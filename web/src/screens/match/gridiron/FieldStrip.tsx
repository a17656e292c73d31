import {
  driveResultText,
  driveSummary,
  type FieldStripView,
  fieldStripText,
  fieldStripView,
  type GameState,
  possessionName,
  type SideNames,
  situationWithTeams,
  teamShortName,
} from '@touchline/domain';
import { BallMark } from '../../schedule/BallMark';
import './fieldStrip.css';

/** The drawing's height in yards: a strip, wide and low, like a broadcast's. */
const HEIGHT = 24;

/**
 * The top of a gridiron match under way: who has the ball, the down and distance (read out as
 * it changes), a drawn field with the ball, the line of scrimmage, the line to gain and the red
 * zone, and the drive so far (between drives, the last one and how it ended). The field is drawn from the offence's side: it attacks to the right.
 */
export function FieldStrip({ game, names }: { game: GameState; names: SideNames }) {
  const view = fieldStripView(game);
  const team = possessionName(game, names);
  const drive = game.drive;
  return (
    <section className="field-strip" aria-labelledby="field-strip-title">
      <h2 id="field-strip-title" className="visually-hidden">
        Game situation
      </h2>
      <div className="field-strip__top">
        <p className="field-strip__possession">
          {team ? (
            <>
              <BallMark />
              <span>
                {team} {game.phase === 'kickoff' ? 'to kick' : 'ball'}
              </span>
            </>
          ) : (
            'Kickoff'
          )}
        </p>
        <p className="field-strip__situation" aria-live="polite" aria-atomic="true" data-testid="situation">
          {situationWithTeams(game, names)}
        </p>
      </div>
      <FieldDrawing view={view} names={names} label={fieldStripText(game, names)} />
      {drive && (
        <p className="field-strip__drive">
          {drive.result === null ? (
            <span className="field-strip__drive-label">Drive</span>
          ) : (
            <span className="field-strip__drive-label">Last drive: {driveResultText(drive.result)},</span>
          )}{' '}
          {driveSummary(drive)}
        </p>
      )}
    </section>
  );
}

/** The field itself, one image to a screen reader, which hears `label`. */
function FieldDrawing({ view, names, label }: { view: FieldStripView; names: SideNames; label: string }) {
  const goal = view.width - 10;
  const mid = HEIGHT / 2;
  return (
    <svg
      className="field-strip__field"
      viewBox={`0 0 ${view.width} ${HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect className="field-strip__turf" x={10} y={0} width={view.fieldLength} height={HEIGHT} />
      <rect
        className="field-strip__red-zone"
        x={view.redZone.from}
        y={0}
        width={view.redZone.to - view.redZone.from}
        height={HEIGHT}
      />
      <EndZone x={0} side={view.left} name={names[view.left]} rotate={-90} />
      <EndZone x={goal} side={view.right} name={names[view.right]} rotate={90} />
      {view.yardLines.map((line) => (
        <g key={line.x}>
          <line className="field-strip__yard" x1={line.x} x2={line.x} y1={0} y2={HEIGHT} />
          {line.label && (
            <>
              <text className="field-strip__number" x={line.x} y={5.2}>
                {line.label}
              </text>
              <text className="field-strip__number" x={line.x} y={HEIGHT - 2.4}>
                {line.label}
              </text>
            </>
          )}
        </g>
      ))}
      <line className="field-strip__goal" x1={10} x2={10} y1={0} y2={HEIGHT} />
      <line className="field-strip__goal" x1={goal} x2={goal} y1={0} y2={HEIGHT} />
      {view.lineToGainX !== null && (
        <line
          className="field-strip__to-gain"
          x1={view.lineToGainX}
          x2={view.lineToGainX}
          y1={0}
          y2={HEIGHT}
        />
      )}
      <line className="field-strip__scrimmage" x1={view.ballX} x2={view.ballX} y1={0} y2={HEIGHT} />
      <g className="field-strip__ball" transform={`translate(${view.ballX} ${mid})`}>
        <ellipse rx={2.6} ry={1.6} />
        <line className="field-strip__lace" x1={-1} x2={1} y1={0} y2={0} />
      </g>
    </svg>
  );
}

/** An end zone in its team's colour (home the national's first colour, away its second), named. */
function EndZone({
  x,
  side,
  name,
  rotate,
}: {
  x: number;
  side: 'home' | 'away';
  name: string;
  rotate: number;
}) {
  const cx = x + 5;
  const cy = HEIGHT / 2;
  return (
    <g>
      <rect
        className={`field-strip__end-zone field-strip__end-zone--${side}`}
        x={x}
        y={0}
        width={10}
        height={HEIGHT}
      />
      <text className="field-strip__end-name" x={cx} y={cy} transform={`rotate(${rotate} ${cx} ${cy})`}>
        {teamShortName(name)}
      </text>
    </g>
  );
}
