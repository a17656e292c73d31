/** An element of satori's tree, as JSX would make it (satori takes the object without React). */
export interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: Child | Child[] };
}
export type Child = Element | string | null;

/** An element: `h('div', { display: 'flex' }, 'text')`. */
export function h(type: string, style: Record<string, string | number>, ...children: Child[]): Element {
  return { type, props: { style, children } };
}
