/**
 * The ad slot: reserves its space from the first HTML (no layout shift:
 * `.ad-slot` in ui/styles.ts holds the minimum heights and margins, and
 * every ad drawn inside is clipped to that height; a text-only ad's slot
 * and card share `AD.inlineHeight`, its text clamped to fit). Bots get an empty
 * slot. The client runtime (client/analytics/ads.ts) fills it and keeps
 * `data-ad-state` up to date.
 */
import { AD } from '../lib/constants';
import { AdConfigProvider, useAdConfig, type AdConfig } from './AdConfig';

const v = (name: string) => `var(--mui-palette-${name})`;

/** Styles of what the runtime draws in the slot (part of the build-time site stylesheet, ui/site-css.tsx). */
export const AD_SLOT_CSS = `
.ad-slot .ad-card,.ad-slot .ad-network{box-sizing:border-box;max-height:${AD.minHeight}px;overflow:hidden}
@media (min-width:600px){.ad-slot .ad-card,.ad-slot .ad-network{max-height:${AD.minHeightSm}px}}
.ad-slot .ad-card{padding:8px;border:1px solid ${v('divider')};border-radius:12px;background:${v('background-paper')};font-size:.8125rem;line-height:1.5}
.ad-slot .ad{display:flex;gap:12px;align-items:flex-start;color:${v('text-primary')};text-decoration:none}
.ad-slot .ad:hover .ad-text{text-decoration:underline}
.ad-slot .ad-img{width:${AD.imageWidth}px;height:${AD.imageHeight}px;flex:none;border-radius:4px;object-fit:cover}
.ad-slot .ad-body{display:flex;flex-direction:column;gap:4px;min-width:0;max-height:${AD.imageHeight}px;overflow:hidden}
.ad-slot .ad-by{font-size:.6875rem;color:${v('text-secondary')}}
.ad-slot [data-ad-shape=inline] .ad-body{max-height:none}
.ad-slot .ad-card[data-ad-shape=inline]{height:${AD.inlineHeight}px}
.ad-slot [data-ad-shape=inline] .ad-text{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:${AD.inlineLines};overflow:hidden}
@media (min-width:600px){.ad-slot .ad-card[data-ad-shape=inline]{height:${AD.inlineHeightSm}px}.ad-slot [data-ad-shape=inline] .ad-text{-webkit-line-clamp:${AD.inlineLinesSm}}}
.ad-slot .ad-plea{color:${v('text-secondary')}}
.ad-slot #carbonads{display:flow-root;box-sizing:border-box;padding:8px;border:1px solid ${v('divider')};border-radius:12px;background:${v('background-paper')};font-size:.8125rem;line-height:1.5}
.ad-slot #carbonads a{color:${v('text-primary')};text-decoration:none}
.ad-slot #carbonads a img{float:inline-start;width:${AD.imageWidth}px;height:${AD.imageHeight}px;margin-inline-end:12px;border-radius:4px}
.ad-slot #carbonads a img:not([src]),.ad-slot #carbonads a img[src=""],.ad-slot img[hidden]{display:none}
`;

function AdSlotView({ bot }: { bot: boolean }) {
  const { GADisplayRatio } = useAdConfig();
  return <div className="ad-slot" data-ad-slot data-ad-state={bot ? 'empty' : 'loading'} data-ga-display-ratio={GADisplayRatio} />;
}

/**
 * The slot under the page description.
 * @example <AdSlot bot={false} config={{ GADisplayRatio: 0.1 }} />
 */
export function AdSlot({ bot, config }: { bot: boolean; config?: Partial<AdConfig> }) {
  return (
    <AdConfigProvider value={config}>
      <AdSlotView bot={bot} />
    </AdConfigProvider>
  );
}
