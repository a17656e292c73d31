/**
 * A small football beside the team with the ball, on the field strip and on a live card.
 * Decorative: the words beside it say who has the ball.
 */
export function BallMark({ size = 14 }: { size?: number }) {
  return (
    <svg className="ball-mark" viewBox="0 0 20 12" width={size * (20 / 12)} height={size} aria-hidden="true">
      <ellipse cx={10} cy={6} rx={9.2} ry={5.2} fill="#8a4b22" stroke="#5a2e12" strokeWidth={0.8} />
      <path
        d="M6.5 6h7M8 4.8v2.4M10 4.8v2.4M12 4.8v2.4"
        stroke="#fff"
        strokeWidth={0.9}
        strokeLinecap="round"
      />
    </svg>
  );
}
