import { useLocation, useNavigate } from 'react-router';
import { useAppNavigate } from '../../shell/links';

/** Back to where the fan came from, or to the results list when the group was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const { key } = useLocation();
  return (
    <button
      type="button"
      className="icon-button result-hero__back"
      aria-label="Back"
      onClick={() => (key === 'default' ? appNavigate('/results') : navigate(-1))}
    >
      <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" />
      </svg>
    </button>
  );
}
