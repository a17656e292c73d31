import { sharePage, shareUrl } from './share';
import { toast } from './toast';
import './actionPill.css';

export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = 'The link could not be copied';

/** 'Share': this page through the system's share sheet, else its link copied ('Link copied'). */
export function ShareButton({ title, className = '' }: { title: string; className?: string }) {
  const share = async () => {
    const result = await sharePage({ title, url: shareUrl(window.location) }, navigator);
    if (result === 'copied') toast.success(LINK_COPIED);
    if (result === 'failed') toast.error(LINK_NOT_COPIED);
  };
  return (
    <button type="button" className={`action-pill ${className}`.trim()} onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
        <path
          d="M12 15V4M8 8l4-4 4 4M6 12H5v8h14v-8h-1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Share
    </button>
  );
}
