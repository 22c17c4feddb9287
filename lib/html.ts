/** HTML escaping shared by the build, the worker and the demo frames. */

/**
 * Escapes text for HTML content and attribute values (numeric entities).
 * @example escapeHtml('<a title="x">') // '&#60;a title=&#34;x&#34;&#62;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
