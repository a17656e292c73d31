import { AD_PROBABILITY } from '@touchline/domain';
import { useState } from 'react';

/** The ad slot (spec 1, 2.5): shown on 5% of screen views, decided once per view. */
export function AdSlot({ name }: { name: string }) {
  const [shown] = useState(() => Math.random() < AD_PROBABILITY);
  if (!shown) return null;
  return (
    <aside className="ad-slot" aria-label="Advertisement">
      <span className="ad-slot__label">Advertisement</span>
      <p className="ad-slot__text">Partner with {name}: reach every fan following the season.</p>
    </aside>
  );
}
