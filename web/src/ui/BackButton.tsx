import { useLocation, useNavigate } from 'react-router';
import { useAppNavigate } from '../shell/links';

const ICONS = {
  Back: 'M15 5l-7 7 7 7',
  Close: 'M6 6l12 12M18 6 6 18',
} as const;

interface BackButtonProps {
  /** Where to go when the screen was opened directly, with nowhere to go back to. */
  fallback: string;
  /** Its name and icon: a chevron for Back, a cross for Close. */
  label?: keyof typeof ICONS;
  /** Places it in its header, e.g. match-hero__back. */
  className: string;
}

/** Back to where the fan came from, or to `fallback` when the screen was opened directly. */
export function BackButton({ fallback, label = 'Back', className }: BackButtonProps) {
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const { key } = useLocation();
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      onClick={() => (key === 'default' ? appNavigate(fallback) : navigate(-1))}
    >
      <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
        <path d={ICONS[label]} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" />
      </svg>
    </button>
  );
}
