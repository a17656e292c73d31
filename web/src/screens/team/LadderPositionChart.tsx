import { useQuery } from '@tanstack/react-query';
import { ladderPositions, type RoundPosition } from '@touchline/domain';
import { ladderQueries } from '../../api/ladders';
import { useElementWidth } from '../../ui/useElementWidth';

const HEIGHT = 180;
const PAD = { top: 14, right: 14, bottom: 28, left: 30 };

interface LadderPositionChartProps {
  competition: { _id: number; name: string };
  team: { _id: number; name: string };
}

/** The chart in words: where the team started, its best and where it is now. */
function summary(points: readonly RoundPosition[], team: string): string {
  const first = points[0]!;
  const last = points.at(-1)!;
  const best = Math.min(...points.map((p) => p.position));
  return `${team} was ${first.position} of ${first.of} after round ${first.round}, at best ${best}, and is ${last.position} of ${last.of} after round ${last.round}.`;
}

/**
 * The team's ladder position after each round of a competition (beyond the spec), from the
 * per-round ladders the ladder call returns. First place is at the top. Nothing shows for a
 * competition without a public ladder or with fewer than two rounds played.
 */
export function LadderPositionChart({ competition, team }: LadderPositionChartProps) {
  const ladder = useQuery(ladderQueries.competition(competition._id));
  const box = useElementWidth<HTMLDivElement>();
  if (!ladder.data?.displays.ladder) return null;
  const points = ladderPositions(ladder.data, team._id);
  if (points.length < 2) return null;
  const width = box.width ?? 0;
  const teams = Math.max(...points.map((p) => p.of));
  const rounds = points.at(-1)!.round;
  const x = (round: number) =>
    PAD.left + ((round - 1) / Math.max(1, rounds - 1)) * (width - PAD.left - PAD.right);
  const y = (position: number) =>
    PAD.top + ((position - 1) / Math.max(1, teams - 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(p.round)},${y(p.position)}`).join('');
  const ticks = [...new Set([1, Math.ceil(teams / 2), teams])];
  return (
    <figure className="page-card page-card--wide ladder-chart" aria-labelledby="ladder-chart-title">
      <figcaption id="ladder-chart-title" className="page-card__title">
        Ladder position, {competition.name}
      </figcaption>
      <p className="visually-hidden">{summary(points, team.name)}</p>
      <div className="ladder-chart__box" ref={box.ref}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} aria-hidden="true">
            {ticks.map((t) => (
              <g key={t}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={y(t)}
                  y2={y(t)}
                  className="ladder-chart__grid"
                />
                <text x={PAD.left - 8} y={y(t) + 4} className="ladder-chart__tick ladder-chart__tick--y">
                  {t}
                </text>
              </g>
            ))}
            {points.map((p) => (
              <text key={p.round} x={x(p.round)} y={HEIGHT - 8} className="ladder-chart__tick">
                R{p.round}
              </text>
            ))}
            <path d={path} className="ladder-chart__line" />
            {points.map((p) => (
              <circle key={p.round} cx={x(p.round)} cy={y(p.position)} r={4} className="ladder-chart__dot">
                <title>{`Round ${p.round}: ${p.position} of ${p.of}`}</title>
              </circle>
            ))}
          </svg>
        )}
      </div>
    </figure>
  );
}
