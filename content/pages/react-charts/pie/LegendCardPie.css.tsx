import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { storageTotal, storageUsage } from '../shared/storage';
import './LegendCardPie.css';

const seriesId = 'storage';

export default function LegendCardPie() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <section className="LegendCardPie-card">
      <h3 className="LegendCardPie-title">Storage · {storageTotal} GB used</h3>
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
      <ul className="LegendCardPie-legend">
        {storageUsage.map((slice, index) => (
          <li
            key={slice.id}
            className="LegendCardPie-row"
            data-highlighted={highlighted?.dataIndex === index || undefined}
            onMouseEnter={() => setHighlighted({ seriesId, dataIndex: index })}
            onMouseLeave={() => setHighlighted(null)}
          >
            <span className="LegendCardPie-dot" style={{ backgroundColor: slice.color }} />
            <span className="LegendCardPie-label">{slice.label}</span>
            <span className="LegendCardPie-value">
              {Math.round((slice.value / storageTotal) * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
