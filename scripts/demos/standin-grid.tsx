/**
 * The Data Grid of a stand-in. A grid rendered on a server has no size, so
 * its virtualizer renders headers and no rows; the stand-in bundle answers
 * a demo's `DataGrid` / `DataGridPro` / `DataGridPremium` with this
 * component instead (standins.ts aliases the demo's own import). It gets
 * the demo's real props (rows, columns, density, checkbox selection,
 * footer) and draws the first rows as static markup styled like the grid:
 * its border, header, row lines and footer, in the theme's CSS variables.
 * Cells show the formatted value (valueGetter / valueFormatter / type),
 * never renderCell, which needs a live grid.
 */
import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/** Most rows a stand-in draws (the page record stays small). */
export const STANDIN_GRID_ROWS = 8;

const DENSITY = { compact: 0.7, standard: 1, comfortable: 1.3 } as const;

type Row = Record<string, unknown>;
interface Col {
  field: string;
  headerName?: string;
  width?: number;
  minWidth?: number;
  flex?: number;
  type?: string;
  align?: string;
  headerAlign?: string;
  valueOptions?: unknown;
  valueGetter?: (value: unknown, row: Row, column: Col, apiRef: unknown) => unknown;
  valueFormatter?: (value: unknown, row: Row, column: Col, apiRef: unknown) => unknown;
}

interface GridProps {
  rows?: readonly Row[];
  columns?: readonly Col[];
  density?: keyof typeof DENSITY;
  rowHeight?: number;
  columnHeaderHeight?: number;
  checkboxSelection?: boolean;
  hideFooter?: boolean;
  autoHeight?: boolean;
  loading?: boolean;
  getRowId?: (row: Row) => unknown;
  columnVisibilityModel?: Record<string, boolean>;
  initialState?: { columns?: { columnVisibilityModel?: Record<string, boolean> }; density?: keyof typeof DENSITY; pagination?: { paginationModel?: { pageSize?: number } } };
  pageSizeOptions?: readonly (number | { value: number })[];
  pagination?: boolean;
}

const Root = styled('div')(({ theme }) => {
  const v = theme.vars.palette;
  return {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minHeight: 0,
    overflow: 'hidden',
    border: `1px solid ${v.TableCell.border}`,
    borderRadius: theme.shape.borderRadius,
    background: v.background.default,
    color: v.text.primary,
    font: `${theme.typography.body2.fontWeight} ${theme.typography.body2.fontSize} / ${theme.typography.body2.lineHeight} ${theme.typography.fontFamily}`,
    '&[data-auto-height]': { height: 'auto' },
    '& .sig-row': { display: 'flex', borderBottom: `1px solid ${v.TableCell.border}` },
    '& .sig-head': { fontWeight: theme.typography.fontWeightMedium, background: v.background.default },
    '& .sig-body': { flex: '1 1 auto', minHeight: 0, overflow: 'hidden' },
    '& .sig-cell': {
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      padding: '0 10px',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
    },
    '& .sig-cell > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .sig-right': { justifyContent: 'flex-end' },
    '& .sig-center': { justifyContent: 'center' },
    '& .sig-check::before': { content: '""', width: 18, height: 18, boxSizing: 'border-box', border: `2px solid ${v.text.secondary}`, borderRadius: 2 },
    '& .sig-head .sig-cell': { position: 'relative' },
    '& .sig-head .sig-cell:not(.sig-check)::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: 0,
      top: '50%',
      height: 22,
      marginTop: -11,
      borderInlineEnd: `1px solid ${v.TableCell.border}`,
    },
    '& .sig-foot': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', minHeight: 52, padding: '0 8px 0 16px', borderTop: `1px solid ${v.TableCell.border}`, flex: 'none' },
    '& .sig-select': { display: 'inline-flex', alignItems: 'center', margin: '0 32px 0 8px', paddingInlineStart: 8 },
    '& .sig-icon': { width: 24, height: 24, fill: v.text.secondary },
    '& .sig-nav': { display: 'inline-flex', gap: 16, marginInlineStart: 20 },
    '& .sig-nav .sig-icon': { fill: v.action.disabled },
    '& .sig-bool': { width: 20, height: 20, fill: v.text.secondary },
  };
});

const DROP = 'M7 10l5 5 5-5z';
const PREV = 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z';
const NEXT = 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z';
const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
const CLOSE = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

function optionLabel(options: unknown, value: unknown): unknown {
  if (!Array.isArray(options)) return value;
  for (const o of options as unknown[]) {
    if (o && typeof o === 'object' && 'value' in o && (o as { value: unknown }).value === value) return (o as { label?: unknown }).label ?? value;
  }
  return value;
}

/** What the grid would show in a cell, as text (or a boolean icon). */
function cellContent(row: Row, col: Col): string | boolean {
  let value: unknown = row[col.field];
  try {
    if (col.valueGetter) value = col.valueGetter(value, row, col, { current: null });
    if (col.valueFormatter) return String(col.valueFormatter(value, row, col, { current: null }) ?? '');
  } catch {
    return '';
  }
  if (value === null || value === undefined) return '';
  if (col.type === 'boolean') return Boolean(value);
  if (col.type === 'singleSelect') value = optionLabel(col.valueOptions, value);
  if (value instanceof Date) return col.type === 'dateTime' ? value.toLocaleString() : value.toLocaleDateString();
  if (typeof value === 'number') return col.type === 'number' ? value.toLocaleString() : String(value);
  if (typeof value === 'object') return '';
  return String(value);
}

function sizeOf(col: Col): CSSProperties {
  if (col.flex) return { flex: `${col.flex} 1 0px`, minWidth: col.minWidth ?? 50 };
  const w = col.width ?? 100;
  return { flex: `0 0 ${w}px`, width: w };
}

function alignOf(col: Col, header: boolean): string {
  const a = (header ? col.headerAlign : undefined) ?? col.align ?? (col.type === 'number' ? 'right' : col.type === 'boolean' ? 'center' : 'left');
  return a === 'right' ? ' sig-right' : a === 'center' ? ' sig-center' : '';
}

function StandInGrid({ paged, ...props }: GridProps & { paged: boolean }) {
  const density = props.density ?? props.initialState?.density ?? 'standard';
  const factor = DENSITY[density] ?? 1;
  const rowHeight = Math.floor((props.rowHeight ?? 52) * factor);
  const headerHeight = Math.floor((props.columnHeaderHeight ?? 56) * factor);
  const hidden = props.columnVisibilityModel ?? props.initialState?.columns?.columnVisibilityModel ?? {};
  const columns = (props.columns ?? []).filter((c) => c && typeof c.field === 'string' && hidden[c.field] !== false && c.type !== 'actions');
  const rows = props.loading ? [] : (props.rows ?? []);
  const shown = rows.slice(0, STANDIN_GRID_ROWS);
  const firstOption = props.pageSizeOptions?.[0];
  const pageSize = props.initialState?.pagination?.paginationModel?.pageSize ?? (typeof firstOption === 'number' ? firstOption : (firstOption?.value ?? 100));
  const line = (height: number) => ({ height, minHeight: height });
  return (
    <Root data-auto-height={props.autoHeight ? '' : undefined} data-standin-grid="">
      <div className="sig-row sig-head" style={line(headerHeight)}>
        {props.checkboxSelection && <div className="sig-cell sig-center sig-check" style={{ flex: '0 0 50px' }} />}
        {columns.map((c) => (
          <div key={c.field} className={`sig-cell${alignOf(c, true)}`} style={sizeOf(c)}>
            <span>{c.headerName ?? c.field}</span>
          </div>
        ))}
      </div>
      <div className="sig-body">
        {shown.map((row, i) => (
          <div key={i} className="sig-row" style={line(rowHeight)}>
            {props.checkboxSelection && <div className="sig-cell sig-center sig-check" style={{ flex: '0 0 50px' }} />}
            {columns.map((c) => {
              const content = cellContent(row, c);
              return (
                <div key={c.field} className={`sig-cell${alignOf(c, false)}`} style={sizeOf(c)}>
                  {typeof content === 'boolean' ? (
                    <svg className="sig-bool" viewBox="0 0 24 24" aria-hidden="true">
                      <path d={content ? CHECK : CLOSE} />
                    </svg>
                  ) : (
                    <span>{content}</span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {!props.hideFooter && (
        <div className="sig-foot">
          {paged ? (
            <>
              <span>Rows per page:</span>
              <span className="sig-select">
                {pageSize}
                <Icon d={DROP} />
              </span>
              <span>{rows.length ? `1–${Math.min(rows.length, pageSize)} of ${rows.length}` : '0–0 of 0'}</span>
              <span className="sig-nav">
                <Icon d={PREV} />
                <Icon d={NEXT} />
              </span>
            </>
          ) : (
            <span>Total Rows: {rows.length}</span>
          )}
        </div>
      )}
    </Root>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg className="sig-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/** The stand-in of `DataGrid` (paginated by default). */
export function GridStandIn(props: GridProps) {
  return <StandInGrid {...props} paged={props.pagination !== false} />;
}

/** The stand-in of `DataGridPro` / `DataGridPremium` (a row count unless the demo turns pagination on). */
export function GridStandInPro(props: GridProps) {
  return <StandInGrid {...props} paged={props.pagination === true} />;
}
