import {
  eventTime,
  isLiveStatus,
  type MatchDetail,
  type Progression,
  scoreProgression,
} from '@touchline/domain';
import { useElementWidth } from '../../../ui/useElementWidth';

const HEIGHT = 220;
const PAD = { top: 22, right: 30, bottom: 40, left: 8 };

interface ProgressionChartProps {
  match: MatchDetail;
  periodLengthMs: number;
  /** Play in the current period while the clock runs (in steps), else null. */
  elapsedMs: number | null;
}

/** A scale for the margin that reads well: 3, 7, then whole converted touchdowns (14, 21, …). */
function scaleFor(maxLead: number): number {
  if (maxLead <= 3) return 3;
  if (maxLead <= 7) return 7;
  return Math.ceil(maxLead / 7) * 7;
}

/**
 * Where the line ends: full time once the match is over, the end of the first half at half-time,
 * the clock's place in the current period while it runs, else the last score.
 */
function nowInMatch(match: MatchDetail, periodLengthMs: number, elapsedMs: number | null): number | null {
  if (!isLiveStatus(match.status)) return match.periods * periodLengthMs;
  if (match.status === 'half-time') return Math.floor(match.periods / 2) * periodLengthMs;
  const period = match.allMatchStatuses.find((s) => s.value === match.status && s.value !== 'final')?.period;
  if (elapsedMs === null || !period) return null;
  return (period - 1) * periodLengthMs + Math.min(elapsedMs, periodLengthMs);
}

/** The chart in words, for screen readers: the biggest lead, and where it stands. */
function summary(chart: Progression, home: string, away: string): string {
  let best = chart.points[0]!;
  for (const p of chart.points) if (Math.abs(p.margin) > Math.abs(best.margin)) best = p;
  const last = chart.points.at(-1)!;
  const lead = (margin: number) =>
    margin === 0 ? 'scores level' : `${margin > 0 ? home : away} ahead by ${Math.abs(margin)}`;
  if (best.margin === 0) return 'No points scored yet.';
  return `Biggest lead: ${lead(best.margin)}. Now: ${lead(last.margin)}.`;
}

/**
 * The score progression (beyond the spec): the margin between the sides over match time, a step
 * at each score, shaded on the side that led, with the periods marked. Drawn in SVG at the card's
 * own width, so labels stay the same size on a phone and a desktop; updated as events arrive.
 */
export function ProgressionChart({ match, periodLengthMs, elapsedMs }: ProgressionChartProps) {
  if (periodLengthMs <= 0)
    return (
      <figure className="centre-card centre-card--chart" aria-labelledby="chart-title" aria-busy="true">
        <figcaption id="chart-title" className="centre-card__title">
          Score progression
        </figcaption>
        <div className="chart" />
      </figure>
    );
  return <Chart match={match} periodLengthMs={periodLengthMs} elapsedMs={elapsedMs} />;
}

/** The chart itself, once the period length is known. */
function Chart({ match, periodLengthMs, elapsedMs }: ProgressionChartProps) {
  const box = useElementWidth<HTMLDivElement>();
  const width = box.width ?? 0;
  const chart = scoreProgression([...match.scoringEvents], {
    periods: match.periods,
    periodLengthMs,
    nowMs: nowInMatch(match, periodLengthMs, elapsedMs),
  });
  const home = match.homeTeam?.name ?? 'Home';
  const away = match.awayTeam?.name ?? 'Away';
  const scale = scaleFor(chart.maxLead);
  const innerWidth = Math.max(0, width - PAD.left - PAD.right);
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (ms: number) => PAD.left + (ms / chart.durationMs) * innerWidth;
  const y = (margin: number) => PAD.top + innerHeight / 2 - (margin / scale) * (innerHeight / 2);
  const zero = y(0);

  let line = `M${x(0)},${zero}`;
  for (const p of chart.points.slice(1)) line += `H${x(p.atMs)}V${y(p.margin)}`;
  const end = x(chart.points.at(-1)!.atMs);
  const area = `${line}H${end}V${zero}Z`;
  const labels = match.generatedPeriods;

  return (
    <figure className="centre-card centre-card--chart" aria-labelledby="chart-title">
      <figcaption id="chart-title" className="centre-card__title">
        Score progression
      </figcaption>
      <p className="visually-hidden">{summary(chart, home, away)}</p>
      <div className="chart" ref={box.ref}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} aria-hidden="true" className="chart__svg">
            <defs>
              <clipPath id="chart-above">
                <rect x={0} y={0} width={width} height={zero} />
              </clipPath>
              <clipPath id="chart-below">
                <rect x={0} y={zero} width={width} height={HEIGHT - zero} />
              </clipPath>
            </defs>
            <text x={PAD.left} y={12} className="chart__side chart__side--home">
              ▲ {home} ahead
            </text>
            <text x={PAD.left} y={HEIGHT - 3} className="chart__side chart__side--away">
              ▼ {away} ahead
            </text>
            <text x={width - 4} y={y(scale) + 4} className="chart__tick">
              +{scale}
            </text>
            <text x={width - 4} y={zero + 4} className="chart__tick">
              0
            </text>
            <text x={width - 4} y={y(-scale) + 4} className="chart__tick">
              +{scale}
            </text>
            {chart.periodStartsMs.map((start, i) => (
              <g key={start}>
                {i > 0 && (
                  <line
                    x1={x(start)}
                    x2={x(start)}
                    y1={PAD.top}
                    y2={PAD.top + innerHeight}
                    className="chart__period"
                  />
                )}
                <text
                  x={x(start + periodLengthMs / 2)}
                  y={PAD.top + innerHeight + 14}
                  className="chart__period-label"
                >
                  {labels[i]?.abbreviation ?? (i === labels.length ? 'OT' : `OT${i - labels.length + 1}`)}
                </text>
              </g>
            ))}
            <line x1={PAD.left} x2={PAD.left + innerWidth} y1={zero} y2={zero} className="chart__zero" />
            <path d={area} className="chart__area chart__area--home" clipPath="url(#chart-above)" />
            <path d={area} className="chart__area chart__area--away" clipPath="url(#chart-below)" />
            <path d={line} className="chart__line" />
            {chart.points.map((p) =>
              p.event ? (
                <circle
                  key={p.event._id}
                  cx={x(p.atMs)}
                  cy={y(p.margin)}
                  r={3.5}
                  className={`chart__dot chart__dot--${p.event.isHomeTeam ? 'home' : 'away'}`}
                >
                  <title>{`${p.event.name} ${eventTime(p.event)}: ${p.homeTeam}–${p.awayTeam}`}</title>
                </circle>
              ) : null,
            )}
          </svg>
        )}
      </div>
    </figure>
  );
}
