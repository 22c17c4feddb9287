/** Sets an attribute only when its value changes: even an unchanged write restyles what selectors on it match. */
export function setIfChanged(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}
