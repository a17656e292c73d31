import { useLocation, useNavigate } from 'react-router';
import { useAppNavigate } from '../../shell/links';

/** Closes the page: back where the fan came from, or to `fallback` when it was opened directly. */
export function CloseButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const { key } = useLocation();
  return (
    <button
      type="button"
      className="icon-button page-hero__close"
      aria-label="Close"
      onClick={() => (key === 'default' ? appNavigate(fallback) : navigate(-1))}
    >
      <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
        <path
          d="M6 6l12 12M18 6 6 18"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.2}
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
