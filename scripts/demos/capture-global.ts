/**
 * The global the capture bundle's GridRootStyles reads instead of the grid's dimensions: precompiled-styles.ts
 * patches the module to read it, precompiled-render.tsx sets it. Its own module so the render bundle does not pull in
 * the build tools, nor the build script React.
 */
export const CAPTURE_RADIUS = '__captureTopRightRadius';
