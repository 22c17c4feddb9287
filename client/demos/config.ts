/** Demo loading settings shared by the runtime and the page-weight bench. */

/** How far below (and above) the viewport a demo starts loading (IntersectionObserver rootMargin). */
export const DEMO_ROOT_MARGIN = '300px 0px';
