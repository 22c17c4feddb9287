/**
 * The Emotion rules compiled at build time for the Data Grid's largest
 * styles (client/demos/early-styles.ts). The client build replaces this
 * module's text with the rules of its packages (scripts/demos/precompiled-styles.ts)
 * and the grid's root styles import it, so they come in the grid's chunk.
 * Bundled as it is here (other bundles of the patched grid), it has none:
 * every style is compiled in the browser.
 */
export {};
