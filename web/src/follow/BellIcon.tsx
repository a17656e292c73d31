/** A bell: filled when something is followed, outlined when not. Decorative; the label names it. */
export function BellIcon({ on = false, size = 20 }: { on?: boolean; size?: number }) {
  return (
    <svg
      className="bell-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={on ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15ZM10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}
