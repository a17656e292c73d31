import { EMBED_HEIGHT_MESSAGE } from '@touchline/domain';

/**
 * Tells the page that frames the embed how tall it is, whenever that changes, so the iframe
 * fits its content with no inner scroll bar (the snippet on /embed listens for it).
 */
export function postHeight(element: HTMLElement): void {
  if (window.parent === window) return;
  let last = -1;
  const post = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, '*');
  };
  new ResizeObserver(post).observe(element);
  post();
}
