import type { ReactNode } from 'react';

/** A screen or panel with nothing to show: the spec's exact empty-state text. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="empty-state" role="status">
      {children}
    </p>
  );
}
