import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { storageTotal, storageUsage } from '../shared/storage';

const seriesId = 'storage';

// Colors read the CSS variables of a Material UI theme with `cssVariables`, so the card
// follows its light and dark modes; the fallbacks are the light-mode values.

export default function LegendCardPie() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <section className="box-border flex h-[360px] max-w-[360px] flex-col gap-3 rounded-xl border border-[color:var(--mui-palette-divider,rgba(0,0,0,0.12))] p-4">
      <h3 className="m-0 text-sm leading-6 font-semibold">Storage · {storageTotal} GB used</h3>
      <PieChart
        series={[
          {
            id: seriesId,
            data: storageUsage,
            innerRadius: '55%',
            paddingAngle: 1,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => `${item.value} GB`,
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        hideLegend
        height={164}
      />
      <ul className="m-0 list-none p-0 text-sm">
        {storageUsage.map((slice, index) => (
          <li
            key={slice.id}
            onMouseEnter={() => setHighlighted({ seriesId, dataIndex: index })}
            onMouseLeave={() => setHighlighted(null)}
            className={`flex h-7 items-center gap-2 rounded px-2 ${
              highlighted?.dataIndex === index
                ? 'bg-[color:var(--mui-palette-action-hover,rgba(0,0,0,0.04))]'
                : 'bg-transparent'
            }`}
          >
            <span className="size-2.5 rounded-full" style={{ backgroundColor: slice.color }} />
            <span className="grow">{slice.label}</span>
            <span className="text-[color:var(--mui-palette-text-secondary,rgba(0,0,0,0.6))] tabular-nums">
              {Math.round((slice.value / storageTotal) * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
