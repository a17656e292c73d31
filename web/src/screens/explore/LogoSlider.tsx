import { type ReactNode, useCallback, useRef, useState } from 'react';
import { type More, useScrollHint } from '../../ui/useScrollHint';
import './slider.css';

interface LogoSliderProps {
  /** Names the scroller for its previous/next buttons, e.g. 'Recently Viewed'. */
  label: string;
  /** The heading the buttons sit beside. */
  heading: ReactNode;
  /** 'wide' for match cards: about one per view on a phone, two or three on wider screens. */
  variant?: 'logos' | 'wide';
  children: ReactNode;
}

/**
 * The logo slider (spec 2.4, 9): a horizontal row of cards, 3/4/5 per view from 320/480/640 px
 * (see slider.css), snapping to a card. Previous and next scroll one page. Native scrolling
 * does the work, so touch, trackpad and keyboard (tabbing to a card scrolls it into view) all
 * behave; smooth scrolling's duration is the browser's, close to the spec's 400 ms.
 */
export function LogoSlider({ label, heading, variant = 'logos', children }: LogoSliderProps) {
  const track = useRef<HTMLUListElement>(null);
  // The track's ends, as its fade marks them: an arrow is off at its end.
  const [more, setMore] = useState<More>(null);
  const hint = useScrollHint<HTMLUListElement>(setMore);
  const attach = useCallback(
    (element: HTMLUListElement | null) => {
      track.current = element;
      return hint(element);
    },
    [hint],
  );
  const edges = { canPrev: more === 'start' || more === 'both', canNext: more === 'end' || more === 'both' };

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    // One page is the visible width inside the padding, plus the gap to the next card.
    const style = getComputedStyle(el);
    const px = (value: string) => Number.parseFloat(value) || 0;
    const step = el.clientWidth - px(style.paddingLeft) - px(style.paddingRight) + px(style.columnGap);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * step, behavior: reduce ? 'auto' : 'smooth' });
  };

  const scrolls = edges.canPrev || edges.canNext;
  return (
    <div className={variant === 'wide' ? 'slider slider--wide' : 'slider'}>
      <div className="slider__head">
        {heading}
        {scrolls && (
          <div className="slider__buttons">
            <button
              type="button"
              className="slider__button"
              aria-label={`Previous ${label}`}
              disabled={!edges.canPrev}
              onClick={() => page(-1)}
            >
              <Arrow d="m15 6-6 6 6 6" />
            </button>
            <button
              type="button"
              className="slider__button"
              aria-label={`Next ${label}`}
              disabled={!edges.canNext}
              onClick={() => page(1)}
            >
              <Arrow d="m9 6 6 6-6 6" />
            </button>
          </div>
        )}
      </div>
      <ul className="slider__track" ref={attach}>
        {children}
      </ul>
    </div>
  );
}

function Arrow({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" />
    </svg>
  );
}
