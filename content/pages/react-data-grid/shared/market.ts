/**
 * Data for the real-time showcase: a board of listed companies whose prices
 * move on every tick. The moves come from a seeded generator, so the board
 * shows the same sequence on every visit (and in every test run).
 */
export interface Quote {
  id: string;
  symbol: string;
  company: string;
  sector: string;
  /** Closing price of the previous session. */
  open: number;
  price: number;
  /** Price before the last tick, to color the move. */
  previous: number;
  high: number;
  low: number;
  volume: number;
  /** Last prices, oldest first, for the trend cell. */
  history: number[];
}

const listings: [string, string, string, number][] = [
  ['NRTH', 'Northwind Freight', 'Logistics', 48.2],
  ['CNTS', 'Contoso Energy', 'Utilities', 112.75],
  ['FABR', 'Fabrikam Robotics', 'Industrials', 87.4],
  ['ADVW', 'Adventure Works', 'Consumer', 23.15],
  ['TLSP', 'Tailspin Air', 'Transport', 64.9],
  ['WWIM', 'Wide World Importers', 'Retail', 31.05],
  ['LITW', 'Litware Software', 'Technology', 205.6],
  ['PROS', 'Proseware Health', 'Healthcare', 142.3],
  ['WDGR', 'Woodgrove Bank', 'Financials', 58.45],
  ['CHNT', 'Coho Vineyard', 'Consumer', 17.8],
  ['ALPN', 'Alpine Ski House', 'Leisure', 39.95],
  ['BLYN', 'Blue Yonder Airlines', 'Transport', 26.4],
  ['TRYR', 'Trey Research', 'Healthcare', 95.1],
  ['LUCN', 'Lucerne Publishing', 'Media', 12.6],
  ['MRGN', 'Margie Travel', 'Leisure', 44.25],
];

/** mulberry32: a tiny seeded pseudo-random generator returning numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function createQuotes(): Quote[] {
  return listings.map(([symbol, company, sector, open], index) => ({
    id: symbol,
    symbol,
    company,
    sector,
    open,
    price: open,
    previous: open,
    high: open,
    low: open,
    volume: 12000 + index * 3100,
    history: [open],
  }));
}

/**
 * Moves a few quotes by up to 1.5 %. Returns only the changed quotes, as the
 * partial updates a market feed would send.
 */
export function nextTick(quotes: readonly Quote[], random: () => number): Quote[] {
  const changes: Quote[] = [];
  for (const quote of quotes) {
    if (random() > 0.45) continue;
    const move = (random() - 0.49) * 0.03;
    const price = Math.max(0.5, round2(quote.price * (1 + move)));
    changes.push({
      ...quote,
      previous: quote.price,
      price,
      high: Math.max(quote.high, price),
      low: Math.min(quote.low, price),
      volume: quote.volume + Math.floor(random() * 900) * 10,
      history: [...quote.history.slice(-19), price],
    });
  }
  return changes;
}
