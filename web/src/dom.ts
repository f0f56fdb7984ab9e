// A tiny element builder. Views build their DOM once and afterwards only change text and
// classes of the nodes they kept, which is what keeps per-event DOM work near zero.

type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k === 'class') el.className = v === true ? '' : v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c);
  }
  return el;
}

/** Sets a node's text only when it changed (a write forces style and layout work). */
export function setText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/** Sets or clears a title (the native tooltip) only when it changed. */
export function setTitle(el: HTMLElement, title: string): void {
  if (el.title !== title) el.title = title;
}

/** Shows or hides an element through the `hidden` attribute. */
export function show(el: HTMLElement, visible: boolean): void {
  if (el.hidden === visible) el.hidden = !visible;
}

/**
 * Sets a `data-*` attribute only when it changed: the page's test hooks (see web/README.md),
 * which no style or script reads, so writing one costs no layout.
 */
export function setData(el: HTMLElement, key: string, value: string): void {
  if (el.dataset[key] !== value) el.dataset[key] = value;
}
