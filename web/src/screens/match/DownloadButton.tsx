import { useState } from 'react';
import { toast } from '../../ui/toast';

interface DownloadButtonProps {
  label: string;
  /** Read out after the label, e.g. ' of Northern Beaches (PDF)'. */
  detail: string;
  download: () => Promise<void>;
  className?: string;
}

/** A download that takes a moment (the PDF library loads on first use): busy until it is saved. */
export function DownloadButton({ label, detail, download, className = '' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      console.error('Download failed', error);
      toast.error();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`download-button ${className}`.trim()}
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy}
    >
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
        <path
          d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{busy ? 'Preparing…' : label}</span>
      <span className="visually-hidden">{detail}</span>
    </button>
  );
}
