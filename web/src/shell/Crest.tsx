/** The fallback crest: a shield with a gridiron ball, drawn in the brand colours. */
export function Crest({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 40 40"
      width={40}
      height={40}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M20 2 35 7v11c0 9.5-6.3 16.6-15 20C11.3 34.6 5 27.5 5 18V7z"
        fill="var(--color-secondary)"
        stroke="var(--color-highlight)"
        strokeWidth="2"
      />
      <ellipse cx="20" cy="19" rx="11.5" ry="7" transform="rotate(-35 20 19)" fill="var(--color-primary)" />
      <path
        d="m15.5 23.5 9-9M16.2 19.2l2.1 2.1M18.4 17l2.1 2.1M20.6 14.8l2.1 2.1"
        stroke="#fff"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
