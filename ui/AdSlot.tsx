/**
 * The ad slot: reserves its space from the first HTML (no layout shift).
 * Bots get an empty slot. The client runtime fills it.
 */
export function AdSlot({ bot }: { bot: boolean }) {
  return <div className="ad-slot" data-ad-slot data-ad-state={bot ? 'empty' : 'loading'} />;
}
